import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { VerityError } from '../../../src-shared/contract/result';

/**
 * Signing for log entries. Every function takes the private key PEM from
 * the vault and lets it go out of scope when done; nothing here logs or
 * returns key material.
 */

export type SigningAlgorithm = 'ecdsa-p256' | 'ed25519';

function base64UrlBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

/** The raw 32-byte P-256 scalar of a PKCS#8 key, as @noble/curves takes it. */
function p256Scalar(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    throw new VerityError('VALIDATION', 'This key is not an ECDSA P-256 key');
  }
  return base64UrlBytes(jwk.d);
}

/**
 * ECDSA P-256 over an artifact's SHA-256 digest as a prehashed message (what
 * Rekor's hashedrekord verifies: the signature over the artifact, given only
 * its digest), DER-encoded.
 */
export function signDigestP256(privateKeyPem: string, sha256Digest: Uint8Array): Uint8Array {
  if (sha256Digest.length !== 32) throw new RangeError('a SHA-256 digest is 32 bytes');
  const scalar = p256Scalar(createPrivateKey(privateKeyPem));
  try {
    return p256.sign(sha256Digest, scalar, { prehash: false, format: 'der' });
  } finally {
    scalar.fill(0);
  }
}

/** A signature over `message`: ECDSA P-256 with SHA-256 (DER) or Ed25519. */
export function signMessage(
  privateKeyPem: string,
  algorithm: SigningAlgorithm,
  message: Uint8Array,
): Uint8Array {
  const key = createPrivateKey(privateKeyPem);
  return new Uint8Array(sign(algorithm === 'ed25519' ? null : 'sha256', message, key));
}
