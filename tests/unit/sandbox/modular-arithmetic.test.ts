import { randomBytes } from 'node:crypto';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import {
  bigIntToBytes,
  bytesToBigInt,
  invert,
  invertAll,
  mod,
  writeBigInt,
} from '../../../apps/sandbox/services/tlog/crypto/modular-arithmetic';

const MODULI: Array<[string, bigint]> = [p256, p384, p521].flatMap((curve) => {
  const { p, n } = curve.Point.CURVE();
  return [
    [`p of ${curve.Point.Fp.BITS} bits`, p],
    [`n of ${curve.Point.Fp.BITS} bits`, n],
  ] as Array<[string, bigint]>;
});

const random = (bytes: number) => bytesToBigInt(randomBytes(bytes));

describe('modular inverse (Lehmer)', () => {
  it.each(MODULI)('inverts random values mod %s', (_, m) => {
    const bytes = Math.ceil(m.toString(16).length / 2) + 8;
    for (let i = 0; i < 300; i++) {
      const a = mod(random(bytes), m);
      if (a === 0n) continue;
      expect(mod(invert(a, m) * a, m)).toBe(1n);
    }
  });

  it.each(MODULI)('inverts the edge values mod %s', (_, m) => {
    const edges = [1n, 2n, 3n, m - 1n, m - 2n, (m - 1n) / 2n, (m + 1n) / 2n, 1n << 52n, (1n << 200n) + 1n];
    for (const a of edges) {
      const inverse = invert(a, m);
      expect(inverse >= 0n && inverse < m).toBe(true);
      expect(mod(inverse * a, m)).toBe(1n);
    }
  });

  it('reduces arguments outside 0..m−1 first', () => {
    const { n } = p256.Point.CURVE();
    expect(invert(n + 5n, n)).toBe(invert(5n, n));
    expect(invert(-5n, n)).toBe(invert(n - 5n, n));
    expect(invert(3n, 7n)).toBe(5n);
  });

  it('fails for values without an inverse', () => {
    const { n } = p256.Point.CURVE();
    expect(() => invert(0n, n)).toThrow(RangeError);
    expect(() => invert(n, n)).toThrow(RangeError);
    expect(() => invert(6n, 9n)).toThrow(RangeError);
  });

  it('inverts a batch with one inversion, matching one-by-one', () => {
    const { p } = p256.Point.CURVE();
    const values = Array.from({ length: 17 }, () => mod(random(40), p) || 1n);
    expect(invertAll(values, p)).toEqual(values.map((v) => invert(v, p)));
    expect(invertAll([7n], p)).toEqual([invert(7n, p)]);
    expect(invertAll([], p)).toEqual([]);
    expect(() => invertAll([3n, 0n], p)).toThrow(RangeError);
  });
});

describe('big-endian byte conversions', () => {
  it('round-trips values of every curve width, including leading zero bytes', () => {
    for (const length of [32, 48, 66]) {
      for (const bytes of [
        randomBytes(length),
        Buffer.alloc(length),
        Buffer.concat([Buffer.alloc(3), randomBytes(length - 3)]),
      ]) {
        const value = bytesToBigInt(bytes);
        expect(value).toBe(bytes.length === 0 ? 0n : BigInt(`0x${bytes.toString('hex')}`));
        expect(bigIntToBytes(value, length).equals(bytes)).toBe(true);
      }
    }
    expect(bytesToBigInt(new Uint8Array())).toBe(0n);
  });

  it('reads a view without copying its neighbours', () => {
    const buffer = Buffer.from('ff0102ff', 'hex');
    expect(bytesToBigInt(buffer.subarray(1, 3))).toBe(0x0102n);
  });

  it('writes at an offset and refuses values or places that do not fit', () => {
    const out = Buffer.alloc(12, 0xee);
    writeBigInt(0x0102n, out, 2, 9);
    expect(out.toString('hex')).toBe('eeee000000000000000102ee');
    expect(() => bigIntToBytes(1n << 256n, 32)).toThrow(RangeError);
    expect(() => bigIntToBytes(-1n, 32)).toThrow(RangeError);
    expect(() => writeBigInt(1n, out, 8, 8)).toThrow(RangeError);
  });
});
