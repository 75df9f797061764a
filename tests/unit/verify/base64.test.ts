import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64InJavaScript } from '../../../src-main/verification/tlog/base64';

const samples = [
  new Uint8Array(0),
  Uint8Array.of(0xfb),
  Uint8Array.of(0xfb, 0xff),
  Uint8Array.of(0xfb, 0xff, 0xbf),
  Uint8Array.from({ length: 1000 }, (_, i) => (i * 37) & 0xff),
];

describe('base64 decoding', () => {
  for (const [label, decode] of [
    ['native (Node Buffer)', decodeBase64],
    ['portable JavaScript', decodeBase64InJavaScript],
  ] as const) {
    it(`${label}: decodes standard base64, and URL-safe or unpadded only when lenient`, () => {
      for (const bytes of samples) {
        const standard = Buffer.from(bytes).toString('base64');
        const urlSafe = Buffer.from(bytes).toString('base64url');
        expect(decode(standard)).toEqual(bytes);
        expect(decode(urlSafe, true)).toEqual(bytes);
        expect(decode(standard, true)).toEqual(bytes);
        if (urlSafe !== standard) expect(decode(urlSafe)).toBeNull();
      }
    });

    it(`${label}: rejects anything that is not canonical base64`, () => {
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
        expect(decode(text), JSON.stringify(text)).toBeNull();
      }
      expect(decode('AQ==')).toEqual(Uint8Array.of(1));
    });
  }
});
