// A growable list of 32-byte hashes in one buffer: a log keeps two of these per leaf (the leaf hash and,
// amortized, one interior node), so one allocation per doubling beats one Uint8Array per hash.
const HASH_BYTES = 32;
const INITIAL_CAPACITY = 64;

export class HashList {
  private buffer = new Uint8Array(INITIAL_CAPACITY * HASH_BYTES);
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(hash: Uint8Array): void {
    if (hash.length !== HASH_BYTES) throw new RangeError(`a hash is ${HASH_BYTES} bytes, not ${hash.length}`);
    if ((this.count + 1) * HASH_BYTES > this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer.set(hash, this.count * HASH_BYTES);
    this.count += 1;
  }

  /** The hash at `index`, as a view: callers must not modify it (growth copies, so old views stay valid). */
  get(index: number): Uint8Array {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) {
      throw new RangeError(`hash ${index} is outside 0..${this.count - 1}`);
    }
    return this.buffer.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);
  }
}
