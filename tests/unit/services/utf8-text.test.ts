import { describe, expect, it } from 'vitest';
import { utf8Text } from '../../../src-main/services/http/utf8-text';

describe('response text', () => {
  it('decodes as TextDecoder does, byte-order mark and bad sequences included', () => {
    const samples = [
      Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
      new TextEncoder().encode('{"a":"é — 😀"}'),
      Uint8Array.from([0x61, 0xff, 0x62, 0xe2, 0x82, 0x63, 0xf0, 0x9f, 0x98]),
      new Uint8Array(0),
    ];
    for (const bytes of samples) expect(utf8Text(bytes)).toBe(new TextDecoder().decode(bytes));
    const inside = new TextEncoder().encode('xx{"b":1}xx').subarray(2, 9);
    expect(utf8Text(inside)).toBe('{"b":1}');
  });
});
