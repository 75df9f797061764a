// The search index behind POST /api/v1/index/retrieve. Rekor keeps it in Redis as lists keyed by
// lowercased artifact digests, key fingerprints and certificate subjects (sigstore/rekor:pkg/api/index.go,
// each type's IndexKeys); here it is an in-memory map rebuilt from the keys stored with every entry.
// Keys carry a namespace so a digest can never collide with a fingerprint or an e-mail address.

/** "sha256:abc…" → "hash:sha256:abc…" (lowercased, like Rekor's). */
export function hashKey(algorithm: string, hexValue: string): string {
  return `hash:${algorithm.toLowerCase()}:${hexValue.toLowerCase()}`;
}

/** SHA-256 (hex) of a key or certificate in its canonical PEM form, as Rekor indexes verifiers. */
export function fingerprintKey(sha256Hex: string): string {
  return `key:${sha256Hex.toLowerCase()}`;
}

/** A certificate SAN (e-mail, URI, DNS name, IP address), matched case-insensitively. */
export function subjectKey(subject: string): string {
  return `subject:${subject.toLowerCase()}`;
}

export class SearchIndex {
  private readonly byKey = new Map<string, number[]>();

  /** Records that the entry at global `logIndex` carries `keys`; indices arrive in increasing order. */
  add(logIndex: number, keys: readonly string[]): void {
    for (const key of new Set(keys)) {
      const list = this.byKey.get(key);
      if (list) list.push(logIndex);
      else this.byKey.set(key, [logIndex]);
    }
  }

  /** Global indices of the entries under `key`, ascending. */
  lookup(key: string): readonly number[] {
    return this.byKey.get(key) ?? [];
  }

  /**
   * Each criterion is a set of alternative keys (e.g. a key's two fingerprints). "or" joins every match,
   * "and" keeps entries that match every criterion. Results are ascending global indices: a stable order
   * for paging, which Rekor's Redis lists do not promise.
   */
  query(criteria: ReadonlyArray<readonly string[]>, operator: 'and' | 'or'): number[] {
    const sets = criteria.map((alternatives) => new Set(alternatives.flatMap((key) => this.lookup(key))));
    if (sets.length === 0) return [];
    let result: Set<number>;
    if (operator === 'or') {
      result = new Set(sets.flatMap((set) => [...set]));
    } else {
      const [first, ...rest] = sets;
      result = new Set([...first!].filter((index) => rest.every((set) => set.has(index))));
    }
    return [...result].sort((a, b) => a - b);
  }
}
