import { createHash, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { ed25519ph } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import {
  verifyDigestSignature,
  verifyMessageSignature,
} from '../../../../../../../apps/sandbox/services/tlog/crypto/signatures';
import { verifierFromPem } from '../../../../../../../apps/sandbox/services/tlog/crypto/verifier-material';

function material(privatePem: ReturnType<typeof generateKeyPairSync>['privateKey']) {
  return verifierFromPem(
    new TextEncoder().encode(createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString()),
  );
}

describe('ECDSA over a ready digest (hashedrekord)', () => {
  it.each([
    ['P-256', 'sha256'],
    ['P-384', 'sha384'],
    ['P-521', 'sha512'],
  ] as const)(
    'accepts what OpenSSL signed on %s and refuses altered digests and signatures',
    (namedCurve, hash) => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve });
      const verifier = material(privateKey);
      for (let i = 0; i < 4; i++) {
        const artifact = new TextEncoder().encode(`artifact ${i}`);
        for (const digestName of ['sha256', hash] as const) {
          const digest = createHash(digestName).update(artifact).digest();
          const signature = sign(digestName, artifact, privateKey);
          expect(verifyDigestSignature(verifier, digestName, digest, signature)).toBe(true);
          const flipped = Buffer.from(digest);
          flipped[i % flipped.length]! ^= 0x01;
          expect(verifyDigestSignature(verifier, digestName, flipped, signature)).toBe(false);
          const badSignature = Buffer.from(signature);
          badSignature[badSignature.length - 1]! ^= 0x01;
          expect(verifyDigestSignature(verifier, digestName, digest, badSignature)).toBe(false);
        }
      }
    },
  );

  it('refuses malformed DER and out-of-range scalars without throwing', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const verifier = material(privateKey);
    const digest = createHash('sha256').update('x').digest();
    for (const signature of [
      new Uint8Array([0x30, 0x02, 0x02, 0x00]),
      new Uint8Array(70),
      new Uint8Array([0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x01]),
    ]) {
      expect(verifyDigestSignature(verifier, 'sha256', digest, signature)).toBe(false);
    }
  });
});

describe('other key types over a digest and over messages', () => {
  it('verifies RSA PKCS#1 v1.5 over SHA-256/384/512 digests', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const verifier = material(privateKey);
    for (const hash of ['sha256', 'sha384', 'sha512'] as const) {
      const artifact = new TextEncoder().encode(`rsa ${hash}`);
      const digest = createHash(hash).update(artifact).digest();
      const signature = sign(hash, artifact, privateKey);
      expect(verifyDigestSignature(verifier, hash, digest, signature)).toBe(true);
      expect(
        verifyDigestSignature(verifier, hash, createHash(hash).update('other').digest(), signature),
      ).toBe(false);
    }
    expect(
      verifyDigestSignature(
        verifier,
        'sha256',
        createHash('sha384').update('x').digest(),
        new Uint8Array(256),
      ),
    ).toBe(false);
  });

  it('verifies Ed25519ph over a SHA-512 digest and refuses other digests', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const verifier = material(privateKey);
    const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d ?? '', 'base64url');
    const artifact = new TextEncoder().encode('ed25519ph artifact');
    const signature = ed25519ph.sign(artifact, seed);
    const digest = createHash('sha512').update(artifact).digest();
    expect(verifyDigestSignature(verifier, 'sha512', digest, signature)).toBe(true);
    expect(
      verifyDigestSignature(verifier, 'sha512', createHash('sha512').update('no').digest(), signature),
    ).toBe(false);
    expect(() =>
      verifyDigestSignature(verifier, 'sha256', createHash('sha256').update(artifact).digest(), signature),
    ).toThrow(/Ed25519ph, which needs a sha512 digest/);
  });

  it('verifies messages with SHA-256 ECDSA/RSA and pure Ed25519', () => {
    const message = new TextEncoder().encode('DSSEv1 10 text/plain 2 hi');
    for (const [type, options] of [
      ['ec', { namedCurve: 'P-384' }],
      ['rsa', { modulusLength: 2048 }],
      ['ed25519', {}],
    ] as const) {
      const { privateKey } = generateKeyPairSync(type as 'ec', options as { namedCurve: string });
      const verifier = material(privateKey);
      const signature = sign(type === 'ed25519' ? null : 'sha256', message, privateKey);
      expect(verifyMessageSignature(verifier, message, signature), type).toBe(true);
      expect(verifyMessageSignature(verifier, message.subarray(1), signature), type).toBe(false);
      expect(verifyMessageSignature(verifier, message, new Uint8Array(3)), type).toBe(false);
    }
  });
});
