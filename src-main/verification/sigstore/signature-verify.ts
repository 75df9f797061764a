// One entry point for every signature the bundle check meets: certificate signatures, CMS signatures
// of time-stamps, artifact and DSSE signatures. WebCrypto does the work when it can (native, fast);
// @noble/curves covers prehashed ECDSA and Ed25519, and rsa-pkcs1.ts prehashed RSA.
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256, p384 } from '@noble/curves/nist.js';
import { childrenOf, parseDer, readIntegerBytes, TAG, expectUniversal } from './der';
import { digest, HASH_LABELS, WEBCRYPTO_HASH, type HashName } from './hashes';
import { OID } from './oids';
import { describeKey, type PublicKey } from './public-key';
import { supportsPkcs1Hash, verifyPkcs1Digest } from './rsa-pkcs1';

export type SignedInput = { message: Uint8Array } | { digest: Uint8Array };

export type VerifyOutcome =
  { status: 'valid' } | { status: 'invalid' } | { status: 'unsupported'; reason: string };

export type SignatureScheme = { scheme: 'ecdsa' | 'rsa-pkcs1'; hash: HashName } | { scheme: 'ed25519' };

const VALID: VerifyOutcome = { status: 'valid' };
const INVALID: VerifyOutcome = { status: 'invalid' };
const FIELD_BYTES = { 'P-256': 32, 'P-384': 48 } as const;
const NOBLE_CURVES = { 'P-256': p256, 'P-384': p384 } as const;

/** Signature AlgorithmIdentifiers of certificates and CMS (RFC 5758 §3.2, RFC 8017 A.2.4, RFC 8410 §3). */
const SIGNATURE_OIDS: Record<string, SignatureScheme> = {
  [OID.ecdsaWithSha256]: { scheme: 'ecdsa', hash: 'sha256' },
  [OID.ecdsaWithSha384]: { scheme: 'ecdsa', hash: 'sha384' },
  [OID.ecdsaWithSha512]: { scheme: 'ecdsa', hash: 'sha512' },
  [OID.sha256WithRsa]: { scheme: 'rsa-pkcs1', hash: 'sha256' },
  [OID.sha384WithRsa]: { scheme: 'rsa-pkcs1', hash: 'sha384' },
  [OID.sha512WithRsa]: { scheme: 'rsa-pkcs1', hash: 'sha512' },
  [OID.ed25519]: { scheme: 'ed25519' },
};

/**
 * The scheme for a signature AlgorithmIdentifier. CMS signers may name only the key algorithm
 * (id-ecPublicKey, rsaEncryption) and leave the hash to the SignerInfo digestAlgorithm (RFC 5652 §5.3).
 */
export function schemeFromOid(oid: string, digestAlgorithm?: HashName): SignatureScheme | null {
  const known = SIGNATURE_OIDS[oid];
  if (known) return known;
  if (digestAlgorithm && oid === OID.ecPublicKey) return { scheme: 'ecdsa', hash: digestAlgorithm };
  if (digestAlgorithm && oid === OID.rsaEncryption) return { scheme: 'rsa-pkcs1', hash: digestAlgorithm };
  return null;
}

export function describeScheme(scheme: SignatureScheme): string {
  if (scheme.scheme === 'ed25519') return 'Ed25519';
  return `${scheme.scheme === 'ecdsa' ? 'ECDSA' : 'RSA PKCS#1 v1.5'} with ${HASH_LABELS[scheme.hash]}`;
}

/** ECDSA-Sig-Value (RFC 5480 §2.2.3) to the fixed-width r ‖ s form WebCrypto takes. */
function ecdsaDerToP1363(signature: Uint8Array, size: number): Uint8Array<ArrayBuffer> | null {
  try {
    const [r, s, extra] = childrenOf(expectUniversal(parseDer(signature), TAG.sequence, 'ECDSA signature'));
    if (extra !== undefined) return null;
    const out = new Uint8Array(size * 2);
    for (const [index, part] of [r, s].entries()) {
      let bytes = readIntegerBytes(part, 'ECDSA signature value');
      while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
      if (bytes.length > size) return null;
      out.set(bytes, index * size + size - bytes.length);
    }
    return out;
  } catch {
    return null;
  }
}

type Subtle = typeof globalThis.crypto.subtle;

/** WebCrypto when the platform has it (browsers in secure contexts, Node ≥ 19); null otherwise. */
function subtle(): Subtle | null {
  return (globalThis.crypto as typeof globalThis.crypto | undefined)?.subtle ?? null;
}

/** A copy backed by a plain ArrayBuffer, as WebCrypto's BufferSource type wants. */
function buffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

async function verifyEcdsa(
  key: Extract<PublicKey, { kind: 'ecdsa' }>,
  hash: HashName,
  input: SignedInput,
  signature: Uint8Array,
): Promise<VerifyOutcome> {
  const webHash = WEBCRYPTO_HASH[hash];
  const crypto = subtle();
  if ('message' in input && webHash && crypto) {
    const raw = ecdsaDerToP1363(signature, FIELD_BYTES[key.curve]);
    if (raw === null) return INVALID;
    const algorithm = { name: 'ECDSA', namedCurve: key.curve };
    const cryptoKey = await crypto.importKey('spki', buffer(key.spki), algorithm, false, ['verify']);
    const ok = await crypto.verify({ name: 'ECDSA', hash: webHash }, cryptoKey, raw, buffer(input.message));
    return ok ? VALID : INVALID;
  }
  const hashed = 'digest' in input ? input.digest : digest(hash, input.message);
  try {
    // High-S signatures are valid ECDSA (FIPS 186-5); only Bitcoin-style verifiers reject them.
    const ok = NOBLE_CURVES[key.curve].verify(signature, hashed, key.point, {
      prehash: false,
      format: 'der',
      lowS: false,
    });
    return ok ? VALID : INVALID;
  } catch {
    return INVALID;
  }
}

async function verifyRsa(
  key: Extract<PublicKey, { kind: 'rsa' }>,
  hash: HashName,
  input: SignedInput,
  signature: Uint8Array,
): Promise<VerifyOutcome> {
  if (!supportsPkcs1Hash(hash)) {
    return { status: 'unsupported', reason: `RSA PKCS#1 v1.5 with ${HASH_LABELS[hash]} is not supported` };
  }
  const webHash = WEBCRYPTO_HASH[hash];
  const crypto = subtle();
  if ('message' in input && webHash && crypto) {
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: webHash };
    try {
      const cryptoKey = await crypto.importKey('spki', buffer(key.spki), algorithm, false, ['verify']);
      const ok = await crypto.verify(algorithm, cryptoKey, buffer(signature), buffer(input.message));
      return ok ? VALID : INVALID;
    } catch {
      // Some engines refuse unusual moduli or exponents; the arithmetic path below still applies.
    }
  }
  const hashed = 'digest' in input ? input.digest : digest(hash, input.message);
  return verifyPkcs1Digest(key, hash, hashed, signature) ? VALID : INVALID;
}

/**
 * Verifies `signature` over `input` with `key`. For ECDSA and RSA `hash` is the digest algorithm (of the
 * message, or the one that produced `input.digest`); Ed25519 signs the message itself (RFC 8032 §5.1.6).
 */
export async function verifySignature(
  key: PublicKey,
  scheme: SignatureScheme,
  input: SignedInput,
  signature: Uint8Array,
): Promise<VerifyOutcome> {
  const expected = scheme.scheme === 'rsa-pkcs1' ? 'rsa' : scheme.scheme;
  if (key.kind !== expected) {
    return {
      status: 'unsupported',
      reason: `${describeScheme(scheme)} needs ${expected === 'rsa' ? 'an RSA' : `an ${expected.toUpperCase()}`} key, but the key is ${describeKey(key)}`,
    };
  }
  try {
    if (key.kind === 'ecdsa' && scheme.scheme === 'ecdsa')
      return await verifyEcdsa(key, scheme.hash, input, signature);
    if (key.kind === 'rsa' && scheme.scheme === 'rsa-pkcs1')
      return await verifyRsa(key, scheme.hash, input, signature);
    if (key.kind === 'ed25519') {
      if ('digest' in input) {
        return {
          status: 'unsupported',
          reason: 'Ed25519 signs the whole message (RFC 8032 §5.1.6), so a digest alone cannot be checked',
        };
      }
      return ed25519.verify(signature, input.message, key.raw) ? VALID : INVALID;
    }
  } catch {
    return INVALID;
  }
  return INVALID;
}
