import { describe, expect, it } from 'vitest';
import { decodeProtoBytes } from '../../../../../src-main/verification/sigstore/proto-bytes';

describe('proto3 JSON bytes', () => {
  it('accepts standard and URL-safe base64, padded or not', () => {
    const bytes = Uint8Array.of(0xfb, 0xff, 0xfe, 0x01);
    for (const text of ['+//+AQ==', '+//+AQ', '-__-AQ==', '-__-AQ'])
      expect(decodeProtoBytes(text)).toEqual(bytes);
  });

  it('rejects what is not base64', () => {
    for (const text of ['a', 'ab=c', 'abc!', 'ab===']) expect(decodeProtoBytes(text)).toBeNull();
  });
});
