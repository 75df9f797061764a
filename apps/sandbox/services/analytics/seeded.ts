// Deterministic numbers for the demo channels: every figure the analytics service reports is a pure function
// of a seed and the thing it describes (a video, a day, the n-th view of that day), so the same query always
// gets the same answer and no data has to be stored.

/** Murmur3's 32-bit finaliser: a well-mixed uint32 for any uint32. */
export function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uint32 hash of several numbers in order. */
export function hashOf(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = mix(h ^ mix(part >>> 0));
  return h;
}

/** A uniform fraction in [0, 1) from a uint32 hash. */
export function unit(hash: number): number {
  return hash / 4294967296;
}

/** A seeded sequence of fractions in [0, 1), for generating a channel's catalogue: the n-th is a hash of (seed, n). */
export function randomSequence(seed: number): () => number {
  let n = 0;
  return () => unit(hashOf(seed, n++));
}

/** Picks from weighted values with a uint32 hash: thresholds are precomputed once per table. */
export class WeightedChoice<T> {
  private readonly thresholds: number[] = [];
  readonly values: readonly T[];

  constructor(weighted: ReadonlyArray<readonly [T, number]>) {
    this.values = weighted.map(([value]) => value);
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let running = 0;
    for (const [, weight] of weighted) {
      running += weight;
      this.thresholds.push(Math.floor((running / total) * 4294967296));
    }
  }

  pick(hash: number): T {
    for (let i = 0; i < this.thresholds.length - 1; i++)
      if (hash < this.thresholds[i]!) return this.values[i]!;
    return this.values[this.values.length - 1]!;
  }
}

/** A random string of `length` characters from YouTube's ID alphabet. */
export function idOf(random: () => number, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < length; i++) id += alphabet[Math.floor(random() * 64)];
  return id;
}
