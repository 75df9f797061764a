// Hash functions by name, and the names used by Sigstore bundles (protobuf-specs HashAlgorithm) and by
// AlgorithmIdentifiers (RFC 5754 §2).
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_384 } from '@noble/hashes/sha3.js';
import { OID } from './oids';

export type HashName = 'sha256' | 'sha384' | 'sha512' | 'sha3-256' | 'sha3-384';

const FUNCTIONS: Record<HashName, (data: Uint8Array) => Uint8Array> = {
  sha256,
  sha384,
  sha512,
  'sha3-256': sha3_256,
  'sha3-384': sha3_384,
};

export const HASH_LABELS: Record<HashName, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  'sha3-384': 'SHA3-384',
};

/** WebCrypto names, for the hashes WebCrypto has. */
export const WEBCRYPTO_HASH: Partial<Record<HashName, string>> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

export function digest(hash: HashName, data: Uint8Array): Uint8Array {
  return FUNCTIONS[hash](data);
}

/**
 * sigstore/protobuf-specs:protos/sigstore_common.proto HashAlgorithm. An unset algorithm means SHA-256,
 * as sigstore/sigstore-js:packages/verify/src/bundle/message.ts treats it.
 */
export const BUNDLE_HASH_ALGORITHMS: Record<string, HashName> = {
  HASH_ALGORITHM_UNSPECIFIED: 'sha256',
  SHA2_256: 'sha256',
  SHA2_384: 'sha384',
  SHA2_512: 'sha512',
  SHA3_256: 'sha3-256',
  SHA3_384: 'sha3-384',
};

/** Digest AlgorithmIdentifier OIDs (RFC 5754 §2) that time-stamps and CMS signers use. */
export const DIGEST_OIDS: Record<string, HashName> = {
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

/** in-toto subject digests are keyed by these names (in-toto/attestation:spec/v1/digest_set.md). */
export const IN_TOTO_DIGEST_NAMES: Record<string, HashName> = {
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  'sha3-256': 'sha3-256',
  'sha3-384': 'sha3-384',
};

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}
