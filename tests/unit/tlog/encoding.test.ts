import { describe, expect, it, vi } from 'vitest';
import {
  fromBase64,
  fromHex,
  isBase64,
  toBase64,
  toHex,
  toHexEach,
  utf8Encode,
} from '../../../src-main/verification/tlog/encoding';

describe('hex and base64 helpers', () => {
  it('round-trips bytes through hex and base64', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromHex(toHex(bytes))).toEqual(bytes);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array(100_000)).length).toBe(133_336);
  });

  it('matches Node Buffer encodings', () => {
    const bytes = Uint8Array.from([0xc0, 0xd2, 0x3d, 0x6a, 0xff, 0x00, 0x7f]);
    expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromHex('C0D23D6A')).toEqual(Uint8Array.from([0xc0, 0xd2, 0x3d, 0x6a]));
  });

  it('writes hex the same through the native encoder and without it (the renderer), whatever the length', async () => {
    const inputs = [64, 0, 1, 32, 128, 129, 3].map((length) =>
      Uint8Array.from({ length }, (_, i) => (i * 89 + length) & 0xff),
    );
    const expected = inputs.map((bytes) => Buffer.from(bytes).toString('hex'));
    expect(inputs.map(toHex)).toEqual(expected);
    expect(toHexEach(inputs)).toEqual(expected);
    // A batch larger than the scratch buffer the first batch left behind.
    const many = Array.from({ length: 200 }, (_, i) => inputs[i % inputs.length]!);
    expect(toHexEach(many)).toEqual(many.map((bytes) => Buffer.from(bytes).toString('hex')));
    expect(toHexEach([])).toEqual([]);
    vi.resetModules();
    vi.stubGlobal('Buffer', undefined);
    try {
      const portable = await import('../../../src-main/verification/tlog/encoding');
      expect(inputs.map(portable.toHex)).toEqual(expected);
      expect(portable.toHexEach(inputs)).toEqual(expected);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('rejects malformed input with a reason', () => {
    expect(() => fromHex('abc')).toThrow(/odd length/);
    expect(() => fromHex('zz')).toThrow(/character other than/);
    expect(() => fromHex('0é')).toThrow(/character other than/);
    expect(() => fromHex('0 ')).toThrow(/character other than/);
    expect(() => fromBase64('wNI9ag')).toThrow(/multiple of 4/);
    expect(() => fromBase64('wNI9 g==')).toThrow(/not standard base64/);
    expect(() => fromBase64('wN-_')).toThrow(/not standard base64/);
    expect(isBase64('wNI9ag==')).toBe(true);
    expect(isBase64('=AAA')).toBe(false);
  });

  it('encodes text as UTF-8', () => {
    expect(utf8Encode('— x')).toEqual(Uint8Array.from([0xe2, 0x80, 0x94, 0x20, 0x78]));
  });
});
