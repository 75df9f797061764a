// Deterministic randomness: every choice the responder makes comes from a generator seeded by a hash of the
// request, so the same request always gets the same answer (sfc32, from the PractRand family).
import { createHash } from 'node:crypto';

export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** An independent stream for one concern (text, chunk sizes, timing…), so changing one leaves the others. */
  fork(label: string): SeededRandom {
    return new SeededRandom(`${this.seed}\u0000${label}`);
  }

  /** [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** `count` distinct items (fewer when the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, count)
      .sort((x, y) => x - y)
      .map((i) => items[i] as T);
  }

  /** Bytes for opaque identifiers (response IDs, thought signatures). */
  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i += 1) out[i] = this.int(0, 255);
    return out;
  }
}

/** Canonical JSON (object keys sorted) so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
