import { describe, expect, it } from 'vitest';
import {
  bitLength,
  decomposeInclusionProof,
  equalBytes,
  indexBits,
  onesCount,
} from '../../../src-main/verification/tlog/merkle-math';
import { siblingSides } from '../../../src-main/verification/tlog/inclusion';

/** transparency-dev/merkle decompInclProof in plain BigInt: the reference the Number path must match. */
function decomposeReference(index: bigint, size: bigint) {
  const inner = bitLength(index ^ (size - 1n));
  return { inner, border: onesCount(index >> BigInt(inner)) };
}

/** Deterministic 64-bit values (xorshift), so a failure names a reproducible pair. */
function* pairs(count: number): Generator<[bigint, bigint]> {
  let state = 0x9e3779b97f4a7c15n;
  const next = () => {
    state ^= (state << 13n) & 0xffffffffffffffffn;
    state ^= state >> 7n;
    state ^= (state << 17n) & 0xffffffffffffffffn;
    return state;
  };
  const edges = [
    0n,
    1n,
    2n ** 31n - 1n,
    2n ** 31n,
    2n ** 32n - 1n,
    2n ** 32n,
    2n ** 32n + 1n,
    2n ** 53n - 1n,
  ];
  for (const size of edges) for (const index of edges) if (size > 0n && index < size) yield [index, size];
  for (let i = 0; i < count; i++) {
    const bits = BigInt(1 + (i % 64));
    const size = (next() % (1n << bits)) + 1n;
    yield [next() % size, size];
  }
}

describe('exact index arithmetic', () => {
  it('decomposes inclusion proofs exactly as BigInt does, below and above 2^32 and 2^53', () => {
    for (const [index, size] of pairs(20_000)) {
      expect(decomposeInclusionProof(index, size), `${index} of ${size}`).toEqual(
        decomposeReference(index, size),
      );
    }
  });

  it('reads every bit of an index exactly, past 32 bits and past 2^53', () => {
    for (const [index] of pairs(2_000)) {
      const bit = indexBits(index);
      for (let i = 0; i < 66; i++)
        expect(bit(i), `bit ${i} of ${index}`).toBe(((index >> BigInt(i)) & 1n) === 1n);
    }
  });

  it('puts each sibling on the side its index bit says, inner steps only, past 32 bits and past 2^53', () => {
    for (const [index, size] of pairs(2_000)) {
      const { inner, border } = decomposeReference(index, size);
      const sides = siblingSides(index, inner + border, inner);
      const expected = Array.from({ length: inner + border }, (_, i) =>
        i >= inner || ((index >> BigInt(i)) & 1n) === 1n ? 1 : 0,
      );
      expect([...sides], `${index} of ${size}`).toEqual(expected);
    }
  });
});

describe('byte equality', () => {
  it('finds a difference in any byte, for lengths that are and are not multiples of four', () => {
    for (const length of [0, 1, 3, 4, 31, 32, 33]) {
      const a = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);
      expect(equalBytes(a, a.slice())).toBe(true);
      for (let i = 0; i < length; i++) {
        const b = a.slice();
        b[i]! ^= 0x80;
        expect(equalBytes(a, b), `byte ${i} of ${length}`).toBe(false);
      }
      expect(equalBytes(a, new Uint8Array(length + 1))).toBe(false);
    }
  });
});
