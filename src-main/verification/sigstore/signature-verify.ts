// One entry point for every signature the bundle check meets: certificate signatures, CMS signatures
// of time-stamps, artifact and DSSE signatures, all through node:crypto. A bundle without its artifact
// offers only the digest, which node:crypto cannot verify directly: @noble/curves checks prehashed
// ECDSA, and crypto.publicDecrypt recovers the DigestInfo of an RSA PKCS#1 v1.5 signature to compare.
import { p256, p384 } from '@noble/curves/nist.js';
import { constants, publicDecrypt, verify } from 'node:crypto';
import { HASH_LABELS, type HashName } from './hashes';
import { describeKey, type PublicKey } from './public-key';

export type SignedInput = { message: Uint8Array } | { digest: Uint8Array };

export type VerifyOutcome =
  { status: 'valid' } | { status: 'invalid' } | { status: 'unsupported'; reason: string };

export type SignatureScheme = { scheme: 'ecdsa' | 'rsa-pkcs1'; hash: HashName } | { scheme: 'ed25519' };

const VALID: VerifyOutcome = { status: 'valid' };
const INVALID: VerifyOutcome = { status: 'invalid' };
const NOBLE_CURVES = { 'P-256': p256, 'P-384': p384 } as const;

/** Signature AlgorithmIdentifiers of certificates and CMS (RFC 5758 §3.2, RFC 8017 A.2.4, RFC 8410 §3). */
const SIGNATURE_OIDS: Record<string, SignatureScheme> = {
  '1.2.840.10045.4.3.2': { scheme: 'ecdsa', hash: 'sha256' },
  '1.2.840.10045.4.3.3': { scheme: 'ecdsa', hash: 'sha384' },
  '1.2.840.10045.4.3.4': { scheme: 'ecdsa', hash: 'sha512' },
  '1.2.840.113549.1.1.11': { scheme: 'rsa-pkcs1', hash: 'sha256' },
  '1.2.840.113549.1.1.12': { scheme: 'rsa-pkcs1', hash: 'sha384' },
  '1.2.840.113549.1.1.13': { scheme: 'rsa-pkcs1', hash: 'sha512' },
  '1.3.101.112': { scheme: 'ed25519' },
};
/** Key AlgorithmIdentifiers a CMS signer may name instead, leaving the hash to its digestAlgorithm. */
const KEY_OIDS: Record<string, 'ecdsa' | 'rsa-pkcs1'> = {
  '1.2.840.10045.2.1': 'ecdsa',
  '1.2.840.113549.1.1.1': 'rsa-pkcs1',
};

/** DigestInfo DER prefixes (RFC 8017 §9.2, note 1): what a PKCS#1 v1.5 signature wraps the digest in. */
const DIGEST_INFO_PREFIX: Partial<Record<HashName, string>> = {
  sha256: '3031300d060960864801650304020105000420',
  sha384: '3041300d060960864801650304020205000430',
  sha512: '3051300d060960864801650304020305000440',
};

/**
 * The scheme for a signature AlgorithmIdentifier. CMS signers may name only the key algorithm
 * (id-ecPublicKey, rsaEncryption) and leave the hash to the SignerInfo digestAlgorithm (RFC 5652 §5.3).
 */
export function schemeFromOid(oid: string, digestAlgorithm?: HashName): SignatureScheme | null {
  if (Object.hasOwn(SIGNATURE_OIDS, oid)) return SIGNATURE_OIDS[oid]!;
  const keyScheme = Object.hasOwn(KEY_OIDS, oid) ? KEY_OIDS[oid] : undefined;
  return keyScheme && digestAlgorithm ? { scheme: keyScheme, hash: digestAlgorithm } : null;
}

export function describeScheme(scheme: SignatureScheme): string {
  if (scheme.scheme === 'ed25519') return 'Ed25519';
  return `${scheme.scheme === 'ecdsa' ? 'ECDSA' : 'RSA PKCS#1 v1.5'} with ${HASH_LABELS[scheme.hash]}`;
}

/** ECDSA over a digest; high-S signatures are valid ECDSA (FIPS 186-5), only Bitcoin-style verifiers reject them. */
function verifyEcdsaDigest(
  key: Extract<PublicKey, { kind: 'ecdsa' }>,
  digest: Uint8Array,
  signature: Uint8Array,
) {
  const { x, y } = key.key.export({ format: 'jwk' });
  const point = Buffer.concat([Uint8Array.of(4), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return NOBLE_CURVES[key.curve].verify(signature, digest, point, {
    prehash: false,
    format: 'der',
    lowS: false,
  });
}

/** RSASSA-PKCS1-v1_5 over a digest (RFC 8017 §8.2.2): the recovered DigestInfo must be the expected one. */
function verifyRsaDigest(
  key: Extract<PublicKey, { kind: 'rsa' }>,
  prefix: string,
  digest: Uint8Array,
  signature: Uint8Array,
) {
  // RFC 8017 §8.2.2 step 1: the signature is exactly as long as the modulus.
  if (signature.length !== Math.ceil(key.bits / 8)) return false;
  const recovered = publicDecrypt({ key: key.key, padding: constants.RSA_PKCS1_PADDING }, signature);
  return recovered.equals(Buffer.concat([Buffer.from(prefix, 'hex'), digest]));
}

/**
 * Verifies `signature` over `input` with `key`. For ECDSA and RSA `hash` is the digest algorithm (of the
 * message, or the one that produced `input.digest`); Ed25519 signs the message itself (RFC 8032 §5.1.6).
 */
export function verifySignature(
  key: PublicKey,
  scheme: SignatureScheme,
  input: SignedInput,
  signature: Uint8Array,
): VerifyOutcome {
  const expected = scheme.scheme === 'rsa-pkcs1' ? 'rsa' : scheme.scheme;
  if (key.kind !== expected) {
    return {
      status: 'unsupported',
      reason: `${describeScheme(scheme)} needs ${expected === 'rsa' ? 'an RSA' : `an ${expected.toUpperCase()}`} key, but the key is ${describeKey(key.key)}`,
    };
  }
  const prefix = scheme.scheme === 'rsa-pkcs1' ? DIGEST_INFO_PREFIX[scheme.hash] : undefined;
  if (scheme.scheme === 'rsa-pkcs1' && prefix === undefined) {
    return {
      status: 'unsupported',
      reason: `RSA PKCS#1 v1.5 with ${HASH_LABELS[scheme.hash]} is not supported`,
    };
  }
  if (scheme.scheme === 'ed25519' && 'digest' in input) {
    return {
      status: 'unsupported',
      reason: 'Ed25519 signs the whole message (RFC 8032 §5.1.6), so a digest alone cannot be checked',
    };
  }
  try {
    let ok: boolean;
    if ('message' in input) {
      const hash = scheme.scheme === 'ed25519' ? null : scheme.hash;
      ok = verify(hash, input.message, { key: key.key, dsaEncoding: 'der' }, signature);
    } else if (key.kind === 'ecdsa') {
      ok = verifyEcdsaDigest(key, input.digest, signature);
    } else {
      ok = key.kind === 'rsa' && verifyRsaDigest(key, prefix!, input.digest, signature);
    }
    return ok ? VALID : INVALID;
  } catch {
    return INVALID;
  }
}
