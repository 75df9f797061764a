// The signer keys Sigstore uses, ECDSA P-256/P-384, RSA and Ed25519, as node:crypto keys; any other
// key is refused by name.
import { createPublicKey, type KeyObject } from 'node:crypto';

export type PublicKey =
  | { kind: 'ecdsa'; curve: 'P-256' | 'P-384'; key: KeyObject }
  | { kind: 'rsa'; bits: number; key: KeyObject }
  | { kind: 'ed25519'; key: KeyObject };

/** OpenSSL curve names → the names Sigstore's key details use. */
const CURVES: Record<string, 'P-256' | 'P-384'> = { prime256v1: 'P-256', secp384r1: 'P-384' };

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
      const curve = CURVES[details.namedCurve ?? ''];
      if (curve === undefined) throw new Error(`unsupported elliptic curve ${details.namedCurve}`);
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

export function describeKey(key: PublicKey): string {
  switch (key.kind) {
    case 'ecdsa':
      return `ECDSA ${key.curve}`;
    case 'rsa':
      return `RSA-${key.bits}`;
    case 'ed25519':
      return 'Ed25519';
  }
}
