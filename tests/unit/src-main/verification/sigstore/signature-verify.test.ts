// Every signature scheme over a message and, where the scheme allows it, over a digest alone.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../../../src-main/verification/sigstore/public-key';
import {
  verifySignature,
  type SignatureScheme,
} from '../../../../../src-main/verification/sigstore/signature-verify';

const message = new TextEncoder().encode('signed bytes');
const spkiOf = (pair: ReturnType<typeof generateKeyPairSync>) =>
  new Uint8Array(pair.publicKey.export({ type: 'spki', format: 'der' }));
const digestOf = (hash: string) => new Uint8Array(createHash(hash).update(message).digest());

describe('signature schemes', () => {
  it.each([
    ['P-256', 'sha256'],
    ['P-384', 'sha384'],
    ['P-384', 'sha256'],
  ] as const)('ECDSA %s with %s over a message and over its digest', (curve, hash) => {
    const pair = generateKeyPairSync('ec', { namedCurve: curve });
    const key = parsePublicKey(spkiOf(pair));
    const signature = new Uint8Array(sign(hash, message, pair.privateKey));
    const scheme: SignatureScheme = { scheme: 'ecdsa', hash };
    expect(verifySignature(key, scheme, { message }, signature)).toEqual({ status: 'valid' });
    expect(verifySignature(key, scheme, { digest: digestOf(hash) }, signature)).toEqual({ status: 'valid' });
    expect(verifySignature(key, scheme, { message: message.subarray(1) }, signature)).toEqual({
      status: 'invalid',
    });
    expect(verifySignature(key, scheme, { message }, Uint8Array.of(1, 2, 3))).toEqual({ status: 'invalid' });
    expect(verifySignature(key, scheme, { digest: digestOf(hash) }, Uint8Array.of(1, 2, 3))).toEqual({
      status: 'invalid',
    });
  });

  it('RSA PKCS#1 v1.5 over a message and over a digest alone', () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = parsePublicKey(spkiOf(pair));
    const signature = new Uint8Array(sign('sha384', message, pair.privateKey));
    const sha384: SignatureScheme = { scheme: 'rsa-pkcs1', hash: 'sha384' };
    const sha256: SignatureScheme = { scheme: 'rsa-pkcs1', hash: 'sha256' };
    expect(verifySignature(key, sha384, { message }, signature)).toEqual({ status: 'valid' });
    expect(verifySignature(key, sha384, { digest: digestOf('sha384') }, signature)).toEqual({
      status: 'valid',
    });
    // The DigestInfo names the hash: the same digest bytes under another hash do not verify.
    expect(verifySignature(key, sha256, { digest: digestOf('sha384').subarray(0, 32) }, signature)).toEqual({
      status: 'invalid',
    });
    expect(verifySignature(key, sha384, { digest: digestOf('sha384') }, signature.subarray(1))).toEqual({
      status: 'invalid',
    });
    expect(verifySignature(key, { scheme: 'rsa-pkcs1', hash: 'sha3-256' }, { message }, signature)).toEqual({
      status: 'unsupported',
      reason: 'RSA PKCS#1 v1.5 with SHA3-256 is not supported',
    });
  });

  it('Ed25519 over a message only', () => {
    const pair = generateKeyPairSync('ed25519');
    const key = parsePublicKey(spkiOf(pair));
    const signature = new Uint8Array(sign(null, message, pair.privateKey));
    expect(verifySignature(key, { scheme: 'ed25519' }, { message }, signature)).toEqual({ status: 'valid' });
    expect(verifySignature(key, { scheme: 'ed25519' }, { digest: message }, signature).status).toBe(
      'unsupported',
    );
  });

  it('refuses a scheme that does not fit the key', () => {
    const key = parsePublicKey(spkiOf(generateKeyPairSync('ed25519')));
    expect(verifySignature(key, { scheme: 'ecdsa', hash: 'sha256' }, { message }, Uint8Array.of(0))).toEqual({
      status: 'unsupported',
      reason: 'ECDSA with SHA-256 needs an ECDSA key, but the key is Ed25519',
    });
  });

  it('refuses keys Sigstore does not use, by name', () => {
    expect(() => parsePublicKey(spkiOf(generateKeyPairSync('ec', { namedCurve: 'P-521' })))).toThrow(
      'unsupported elliptic curve secp521r1',
    );
    expect(() => parsePublicKey(spkiOf(generateKeyPairSync('ed448')))).toThrow(
      'unsupported public key algorithm ed448',
    );
  });
});
