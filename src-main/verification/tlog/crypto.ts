// The signature primitives verification needs, as an object the caller passes in (TlogContext), and their
// Node implementation through node:crypto (OpenSSL), which main and verity-audit pass. SHA-256 goes straight
// through node:crypto: nothing needs to swap it.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { KeyAlgorithm } from './trust-types';

/** A public key as the primitives need it. */
export interface VerifyKey {
  algorithm: KeyAlgorithm;
  /** DER SubjectPublicKeyInfo. */
  spki: Uint8Array;
  /** The key proper: an uncompressed EC point (0x04 ‖ X ‖ Y) or the 32 Ed25519 bytes. */
  rawKey: Uint8Array;
}

export interface VerifyCrypto {
  /**
   * ECDSA (FIPS 186-5, ASN.1 DER signature, hash per the key's algorithm) or Ed25519 (RFC 8032) over
   * `message`. Returns false for a malformed signature rather than throwing.
   */
  verify(key: VerifyKey, message: Uint8Array, signature: Uint8Array): boolean;
}

/** SHA-256 of the concatenation of `parts` (FIPS 180-4). */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

const keyObjects = new WeakMap<Uint8Array, KeyObject>();

function keyObjectOf(key: VerifyKey): KeyObject {
  let object = keyObjects.get(key.spki);
  if (object === undefined) {
    object = createPublicKey({ key: Buffer.from(key.spki), format: 'der', type: 'spki' });
    keyObjects.set(key.spki, object);
  }
  return object;
}

/**
 * OpenSSL's verification. Like Go's crypto/ecdsa (Rekor), it accepts high-S ECDSA signatures; Ed25519 is
 * RFC 8032 strict, as Go verifies it.
 */
export const nodeCrypto: VerifyCrypto = {
  verify(key, message, signature) {
    try {
      const object = keyObjectOf(key);
      if (key.algorithm === 'ed25519') return verify(null, message, object, signature);
      const digest = key.algorithm === 'ecdsa-p384-sha384' ? 'sha384' : 'sha256';
      return verify(digest, message, { key: object, dsaEncoding: 'der' }, signature);
    } catch {
      return false;
    }
  },
};
