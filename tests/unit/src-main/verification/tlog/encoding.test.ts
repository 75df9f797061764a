import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  fromBase64,
  fromHex,
  isBase64,
  toBase64,
  toHex,
  utf8Encode,
} from '../../../../../src-main/verification/tlog/encoding';

describe('hex and base64 helpers', () => {
  it('round-trips bytes through hex and base64', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromHex(toHex(bytes))).toEqual(bytes);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array(100_000)).length).toBe(133_336);
  });

  it('reads hex in either case and encodes a view of a larger buffer by its own bytes', () => {
    expect(fromHex('C0D23D6A')).toEqual(Uint8Array.from([0xc0, 0xd2, 0x3d, 0x6a]));
    const view = Uint8Array.from([1, 2, 3, 4, 5]).subarray(1, 3);
    expect(toHex(view)).toBe('0203');
    expect(toBase64(view)).toBe('AgM=');
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

describe('decodeBase64', () => {
  const samples = [
    new Uint8Array(0),
    Uint8Array.of(0xfb),
    Uint8Array.of(0xfb, 0xff),
    Uint8Array.of(0xfb, 0xff, 0xbf),
    Uint8Array.from({ length: 1000 }, (_, i) => (i * 37) & 0xff),
  ];

  it('decodes standard base64, and URL-safe or unpadded only when lenient', () => {
    for (const bytes of samples) {
      const standard = Buffer.from(bytes).toString('base64');
      const urlSafe = Buffer.from(bytes).toString('base64url');
      expect(decodeBase64(standard)).toEqual(bytes);
      expect(decodeBase64(urlSafe, true)).toEqual(bytes);
      expect(decodeBase64(standard, true)).toEqual(bytes);
      if (urlSafe !== standard) expect(decodeBase64(urlSafe)).toBeNull();
    }
  });

  it('rejects anything that is not canonical base64', () => {
    for (const text of [
      'A',
      'AB=',
      'A===',
      'AB=C',
      'AB C',
      'AB\nCD',
      'ABC!',
      'AB==AB==',
      'AF==',
      'AE==',
      'ABD=',
      '====',
    ]) {
      expect(decodeBase64(text), JSON.stringify(text)).toBeNull();
    }
    expect(decodeBase64('AQ==')).toEqual(Uint8Array.of(1));
  });
});
