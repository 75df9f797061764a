// The OpenSSL primitives against @noble/hashes: the digest crosses from OpenSSL as a one-char-per-byte
// string and node-hash inputs share one buffer, so every byte value and every input shape is checked.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeVerifyCrypto } from '../../../src-main/services/crypto/node-verify-crypto';
import { nobleCrypto } from '../../../src-main/verification/tlog/crypto';

const bytes = (length: number) => new Uint8Array(randomBytes(length));

describe('nodeVerifyCrypto.sha256', () => {
  it('matches @noble/hashes for one part and many, across lengths around the block size', () => {
    for (const length of [0, 1, 31, 32, 55, 56, 63, 64, 65, 119, 120, 2729, 5000]) {
      const whole = bytes(length);
      expect(nodeVerifyCrypto.sha256(whole)).toEqual(nobleCrypto.sha256(whole));
      const cut = Math.floor(length / 3);
      const parts = [whole.subarray(0, cut), whole.subarray(cut, 2 * cut), whole.subarray(2 * cut)];
      expect(nodeVerifyCrypto.sha256(...parts)).toEqual(nobleCrypto.sha256(whole));
    }
  });

  it('returns every byte value intact, above 0x7f too', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const input = bytes(65);
      const digest = nodeVerifyCrypto.sha256(input.subarray(0, 1), input.subarray(1, 33), input.subarray(33));
      expect(digest).toEqual(nobleCrypto.sha256(input));
      digest.forEach((b) => seen.add(b));
    }
    expect(seen.size).toBe(256);
  });

  it('gives each caller its own result, untouched by later hashes', () => {
    const [left, right] = [bytes(32), bytes(32)];
    const first = nodeVerifyCrypto.sha256(Uint8Array.of(1), left, right);
    const copy = first.slice();
    nodeVerifyCrypto.sha256(Uint8Array.of(1), right, left);
    nodeVerifyCrypto.sha256(bytes(3000));
    expect(first).toEqual(copy);
    expect(first.byteLength).toBe(32);
    expect(first.buffer.byteLength).toBe(32);
  });
});
