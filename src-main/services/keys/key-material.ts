import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import type { SigningAlgorithm } from './signers';

export interface KeyMaterial {
  algorithm: SigningAlgorithm;
  /** PKCS#8 PEM: goes to the vault only. */
  privateKeyPem: string;
  publicKeyPem: string;
  /** SHA-256 of the DER SubjectPublicKeyInfo, hex. */
  fingerprint: string;
}

function algorithmOf(key: KeyObject): SigningAlgorithm | null {
  if (key.asymmetricKeyType === 'ed25519') return 'ed25519';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return 'ecdsa-p256';
  return null;
}

function material(privateKey: KeyObject, algorithm: SigningAlgorithm): KeyMaterial {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    algorithm,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
}

export function generateKeyMaterial(algorithm: SigningAlgorithm): KeyMaterial {
  const { privateKey } =
    algorithm === 'ed25519'
      ? generateKeyPairSync('ed25519')
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return material(privateKey, algorithm);
}

/** Reads a private key PEM (PKCS#8, SEC1 or OpenSSL-style); only ECDSA P-256 and Ed25519 are accepted. */
export function importKeyMaterial(privateKeyPem: string): KeyMaterial {
  let key: KeyObject;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    // OpenSSL reports a missing passphrase as an interrupted read; the PEM label says it plainly.
    const encrypted = /ENCRYPTED PRIVATE KEY|Proc-Type: 4,ENCRYPTED/.test(privateKeyPem);
    const reason = encrypted
      ? 'it is encrypted; export it without a passphrase'
      : 'it is not a PEM private key';
    // The error text can quote the input, so it is not passed on.
    throw new VerityError('VALIDATION', `The key could not be read: ${reason}`);
  }
  const algorithm = algorithmOf(key);
  if (!algorithm) {
    const found =
      key.asymmetricKeyType === 'ec' ? `EC ${key.asymmetricKeyDetails?.namedCurve}` : key.asymmetricKeyType;
    throw new VerityError(
      'VALIDATION',
      `Only ECDSA P-256 and Ed25519 keys are supported, not ${found ?? 'this key type'}`,
    );
  }
  return material(key, algorithm);
}
