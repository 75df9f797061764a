// Hash functions by name (node:crypto names them the same way), and the names used by Sigstore bundles
// (protobuf-specs HashAlgorithm) and by AlgorithmIdentifiers (RFC 5754 §2).
import { createHash, timingSafeEqual } from 'node:crypto';

export type HashName = 'sha256' | 'sha384' | 'sha512' | 'sha3-256' | 'sha3-384';

export const HASH_LABELS: Record<HashName, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  'sha3-384': 'SHA3-384',
};

export function isHashName(name: string): name is HashName {
  return Object.hasOwn(HASH_LABELS, name);
}

export function digest(hash: HashName, data: Uint8Array): Uint8Array {
  return createHash(hash).update(data).digest();
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
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
