// The few cryptographic primitives verification needs, behind one swappable object. The default is pure
// JavaScript (@noble/hashes, @noble/curves) so the same code runs in the renderer; a Node process (the
// audit CLI, its workers) installs OpenSSL-backed primitives with `useVerifyCrypto`, which verify ECDSA
// signatures some thirty times faster — the difference between auditing hundreds and thousands of entries
// per second.
import { p256, p384 } from '@noble/curves/nist.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
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
  /** SHA-256 of the concatenation of `parts` (FIPS 180-4). */
  sha256(...parts: Uint8Array[]): Uint8Array;
  /**
   * ECDSA (FIPS 186-5, ASN.1 DER signature, hash per the key's algorithm) or Ed25519 (RFC 8032) over
   * `message`. Returns false for a malformed signature rather than throwing.
   */
  verify(key: VerifyKey, message: Uint8Array, signature: Uint8Array): boolean;
  /**
   * RFC 6962 audit paths in bulk, several at once (see inclusion-batch.ts): the hash each chain ends on.
   * Optional: without it, chains are hashed one node at a time through `sha256`.
   */
  hashChains?(chains: readonly HashChain[]): Uint8Array[];
}

/** An audit path to fold: start from `start`, hash in each sibling on the side `siblingLeft` says. */
export interface HashChain {
  start: Uint8Array;
  /** 32-byte sibling hashes, leaf → root. */
  siblings: readonly Uint8Array[];
  /** Entry i is 1 when sibling i is the left child of its node. */
  siblingLeft: Uint8Array;
}

/** Pure JavaScript primitives: slower, but available everywhere. */
export const nobleCrypto: VerifyCrypto = {
  sha256(...parts) {
    if (parts.length === 1) return sha256(parts[0]!);
    const hash = sha256.create();
    for (const part of parts) hash.update(part);
    return hash.digest();
  },
  verify(key, message, signature) {
    try {
      switch (key.algorithm) {
        case 'ecdsa-p256-sha256':
          // Go's crypto/ecdsa (Rekor) does not normalise S, so high-S signatures are valid here too.
          return p256.verify(signature, message, key.rawKey, { format: 'der', lowS: false });
        case 'ecdsa-p384-sha384':
          return p384.verify(signature, message, key.rawKey, { format: 'der', lowS: false });
        case 'ed25519':
          // RFC 8032 strict (as OpenSSL and Go verify), not ZIP-215's wider acceptance.
          return ed25519.verify(signature, message, key.rawKey, { zip215: false });
      }
    } catch {
      return false;
    }
  },
};

let active: VerifyCrypto = nobleCrypto;

/** The primitives in use. */
export function verifyCrypto(): VerifyCrypto {
  return active;
}

/** Replaces the primitives process-wide (e.g. with node:crypto in the CLI); returns the previous ones. */
export function useVerifyCrypto(crypto: VerifyCrypto): VerifyCrypto {
  const previous = active;
  active = crypto;
  return previous;
}
