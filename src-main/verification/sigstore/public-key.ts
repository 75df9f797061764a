// The signer keys Sigstore uses, ECDSA P-256/P-384, RSA and Ed25519, as node:crypto keys (any other key is
// refused by name), and the one way keys are named in messages and in the explorer.
import { createPublicKey, type KeyObject } from 'node:crypto';

export type PublicKey =
  | { kind: 'ecdsa'; curve: 'P-256' | 'P-384'; key: KeyObject }
  | { kind: 'rsa'; bits: number; key: KeyObject }
  | { kind: 'ed25519'; key: KeyObject };

/** OpenSSL curve names → NIST names; Sigstore signs with the first two. */
const CURVE_NAMES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

/**
 * Keys already read, by the identity of their SPKI bytes: one certificate's key serves several checks
 * (format, signature, each link it issues), and createPublicKey is the costly step of reading it.
 */
const keysRead = new WeakMap<Uint8Array, PublicKey>();

/** Reads a DER SubjectPublicKeyInfo. Throws an error naming an unsupported or malformed key. */
export function parsePublicKey(spki: Uint8Array): PublicKey {
  let key = keysRead.get(spki);
  if (key === undefined) {
    key = readPublicKey(spki);
    keysRead.set(spki, key);
  }
  return key;
}

function readPublicKey(spki: Uint8Array): PublicKey {
  const key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
  const details = key.asymmetricKeyDetails ?? {};
  switch (key.asymmetricKeyType) {
    case 'ec': {
      const curve = CURVE_NAMES[details.namedCurve ?? ''];
      if (curve !== 'P-256' && curve !== 'P-384')
        throw new Error(`unsupported elliptic curve ${details.namedCurve}`);
      return { kind: 'ecdsa', curve, key };
    }
    case 'rsa':
      return { kind: 'rsa', bits: details.modulusLength ?? 0, key };
    case 'ed25519':
      return { kind: 'ed25519', key };
    default:
      throw new Error(`unsupported public key algorithm ${key.asymmetricKeyType}`);
  }
}

/** A key's algorithm as people read it ("ECDSA P-256", "RSA-2048", "Ed25519"), for any key node:crypto reads. */
export function describeKey(key: KeyObject): string {
  const details = key.asymmetricKeyDetails ?? {};
  switch (key.asymmetricKeyType) {
    case 'ec':
      return `ECDSA ${CURVE_NAMES[details.namedCurve ?? ''] ?? details.namedCurve}`;
    case 'rsa':
      return `RSA-${details.modulusLength}`;
    case 'ed25519':
      return 'Ed25519';
    default:
      return key.asymmetricKeyType ?? 'unknown';
  }
}
