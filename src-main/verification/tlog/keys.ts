// Log public keys: SPKI parsing (RFC 5280 §4.1.2.7), Rekor's logID and the signed-note key IDs that
// checkpoint signature lines carry (C2SP/C2SP:signed-note.md; sigstore/rekor:pkg/util/signed_note.go).
import { createPublicKey, type KeyObject } from 'node:crypto';
import { fromBase64, toHex, utf8Encode } from './encoding';
import { sha256, type VerifyKey } from './crypto';
import type { KeyAlgorithm, TrustedLogKey } from './trust-types';

/** Thrown for a key that cannot be read or is of a type log signatures never use. */
export class KeyParseError extends Error {
  override readonly name = 'KeyParseError';
}

/** node:crypto's names of the curves log keys use, and the size of their uncompressed points. */
const CURVES: Record<string, { algorithm: KeyAlgorithm; pointBytes: number }> = {
  prime256v1: { algorithm: 'ecdsa-p256-sha256', pointBytes: 65 },
  secp384r1: { algorithm: 'ecdsa-p384-sha384', pointBytes: 97 },
};
/** RFC 8410 §4: an Ed25519 SPKI is this fixed 12-byte prefix and the 32 key bytes. */
const ED25519_SPKI_PREFIX = Uint8Array.from([
  0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
]);
/** C2SP signed-note §Signatures: signature type byte of an Ed25519 key (0x01) in key IDs and vkeys. */
const NOTE_TYPE_ED25519 = 0x01;
/** transparency-dev/witness:omniwitness/logs.yaml: type 0x02, a key ID over the DER SPKI (Rekor v1 ECDSA). */
const NOTE_TYPE_ECDSA_SPKI = 0x02;

/** RFC 5280 §4.1.2.7: the algorithm and key bytes of a DER SubjectPublicKeyInfo, read by OpenSSL. */
export function parseSpki(spki: Uint8Array): VerifyKey {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
  } catch (error) {
    throw new KeyParseError(`not a DER SubjectPublicKeyInfo: ${(error as Error).message}`);
  }
  const jwk = () => key.export({ format: 'jwk' });
  const bytes = (base64url: string | undefined) => new Uint8Array(Buffer.from(base64url ?? '', 'base64url'));
  switch (key.asymmetricKeyType) {
    case 'ed25519':
      return { algorithm: 'ed25519', spki, rawKey: bytes(jwk().x) };
    case 'ec': {
      const curveName = key.asymmetricKeyDetails?.namedCurve;
      const curve = curveName === undefined ? undefined : CURVES[curveName];
      if (curve === undefined) {
        throw new KeyParseError(
          `EC curve ${curveName ?? '(unnamed)'} is not used for log signatures (P-256, P-384)`,
        );
      }
      const { x, y } = jwk();
      const rawKey = Uint8Array.from([0x04, ...bytes(x), ...bytes(y)]);
      // The key must be written as that uncompressed point, as Go's x509.ParsePKIXPublicKey requires.
      if (toHex(spki.subarray(spki.length - curve.pointBytes)) !== toHex(rawKey)) {
        throw new KeyParseError(`the EC point is not an uncompressed ${curve.pointBytes}-byte point`);
      }
      return { algorithm: curve.algorithm, spki, rawKey };
    }
    case 'rsa':
      throw new KeyParseError('RSA keys are not used for log signatures');
    default:
      throw new KeyParseError(`unsupported public key algorithm ${key.asymmetricKeyType}`);
  }
}

/** RFC 7468 §13: the DER inside a "PUBLIC KEY" PEM block. */
export function pemToDer(pem: string): Uint8Array {
  const match = /-----BEGIN PUBLIC KEY-----([\s\S]*?)-----END PUBLIC KEY-----/.exec(pem);
  if (!match) throw new KeyParseError('no "-----BEGIN PUBLIC KEY-----" block found');
  try {
    return fromBase64(match[1]!.replace(/\s+/g, ''));
  } catch (error) {
    throw new KeyParseError(`the PEM body is not base64: ${(error as Error).message}`);
  }
}

/** sigstore/rekor:pkg/signer: a Rekor v1 logID (and a CT log ID) is SHA-256 of the DER SPKI. */
export function logIdOfSpki(spki: Uint8Array): Uint8Array {
  return sha256(spki);
}

/**
 * C2SP signed-note §Signatures: an Ed25519 key's ID is SHA-256(name ‖ "\n" ‖ 0x01 ‖ key). Its first 4
 * bytes are the hint on signature lines; Rekor v2 uses the whole hash as its logID.
 */
export function noteKeyIdEd25519(name: string, rawKey: Uint8Array): Uint8Array {
  return sha256(utf8Encode(name), Uint8Array.of(0x0a, NOTE_TYPE_ED25519), rawKey);
}

/** RFC 8410 §4: the DER SPKI of a raw 32-byte Ed25519 key. */
function ed25519Spki(rawKey: Uint8Array): Uint8Array {
  const spki = new Uint8Array(ED25519_SPKI_PREFIX.length + rawKey.length);
  spki.set(ED25519_SPKI_PREFIX);
  spki.set(rawKey, ED25519_SPKI_PREFIX.length);
  return spki;
}

export interface KeyOptions {
  /** Key name on checkpoint signature lines; defaults to the host of `baseUrl`. */
  name?: string | null;
  baseUrl?: string | null;
  source: TrustedLogKey['source'];
  validFrom?: Date | null;
  validTo?: Date | null;
  /** The logID the trust material states; derived from the key when absent. */
  logId?: Uint8Array;
}

/** A trusted log key from a DER SPKI: logID and key hint derived per key type (see the file comment). */
export function trustedKeyFromSpki(spki: Uint8Array, options: KeyOptions): TrustedLogKey {
  const key = parseSpki(spki);
  const name = options.name ?? hostOf(options.baseUrl ?? null);
  let logId = options.logId;
  if (logId === undefined) {
    if (key.algorithm !== 'ed25519') logId = logIdOfSpki(spki);
    else if (name !== null) logId = noteKeyIdEd25519(name, key.rawKey);
    else {
      throw new KeyParseError(
        'an Ed25519 log key needs its name (the checkpoint origin, e.g. log2025-1.rekor.sigstore.dev) to derive its key ID',
      );
    }
  }
  return {
    id: toHex(logId),
    name,
    logId,
    keyHint: logId.slice(0, 4),
    algorithm: key.algorithm,
    spki,
    validFrom: options.validFrom ?? null,
    validTo: options.validTo ?? null,
    baseUrl: options.baseUrl ?? null,
    source: options.source,
  };
}

/** A trusted log key from a "PUBLIC KEY" PEM block. */
export function trustedKeyFromPem(pem: string, options: KeyOptions): TrustedLogKey {
  return trustedKeyFromSpki(pemToDer(pem), options);
}

/**
 * C2SP signed-note §Verifier keys: "<name>+<hex key ID>+<base64(type ‖ key)>", type 0x01 (Ed25519) or
 * 0x02 (DER SPKI, as the witness network publishes Rekor v1's ECDSA key). The key ID must match.
 */
export function trustedKeyFromVkey(vkey: string, source: TrustedLogKey['source']): TrustedLogKey {
  const parts = vkey.trim().split('+');
  if (parts.length !== 3 || !/^[0-9a-f]{8}$/.test(parts[1]!)) {
    throw new KeyParseError('a verifier key is "<name>+<8 hex key ID>+<base64 key>"');
  }
  const [name, hintHex, encoded] = parts as [string, string, string];
  const bytes = fromBase64(encoded);
  let key: TrustedLogKey;
  if (bytes[0] === NOTE_TYPE_ED25519 && bytes.length === 33) {
    key = trustedKeyFromSpki(ed25519Spki(bytes.slice(1)), { name, source });
  } else if (bytes[0] === NOTE_TYPE_ECDSA_SPKI) {
    key = trustedKeyFromSpki(bytes.slice(1), { name, source });
  } else {
    throw new KeyParseError(
      `verifier key type 0x${(bytes[0] ?? 0).toString(16)} is not supported (0x01, 0x02)`,
    );
  }
  if (toHex(key.keyHint) !== hintHex) {
    throw new KeyParseError(
      `the verifier key states key ID ${hintHex} but the key's ID is ${toHex(key.keyHint)}`,
    );
  }
  return key;
}

/** The parsed key of a trusted log key, memoised per SPKI array (verification parses it on every call otherwise). */
const parsedKeys = new WeakMap<Uint8Array, VerifyKey>();
export function verifyKeyOf(key: TrustedLogKey): VerifyKey {
  let parsed = parsedKeys.get(key.spki);
  if (parsed === undefined) {
    parsed = parseSpki(key.spki);
    parsedKeys.set(key.spki, parsed);
  }
  return parsed;
}

/** The host (with port) of a URL, or the string itself when it has no scheme; null for none. */
function hostOf(url: string | null): string | null {
  if (url === null || url === '') return null;
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
