// What an accepted proposal turns into: the body the log stores (Rekor canonicalizes it with RFC 8785 JCS
// before it becomes the leaf, sigstore/rekor:pkg/types/types.go CanonicalizeEntry), its search keys and,
// for in-toto, the attestation kept beside it.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { fromBase64 } from '../../../../../src-main/verification/tlog/encoding';
import type { VerifierMaterial } from '../crypto/verifier-material';
import { verifierFromPem } from '../crypto/verifier-material';
import { fingerprintKey, subjectKey } from '../search-index';
import { EntryRejection } from './entry-rejection';

export interface CanonicalEntry {
  /** RFC 8785 canonical JSON bytes of the stored body: the Merkle leaf. */
  body: Uint8Array;
  indexKeys: string[];
  attestation?: Uint8Array;
}

export function canonicalJson(value: unknown): Uint8Array {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('the entry body could not be canonicalized');
  return new Uint8Array(Buffer.from(text, 'utf8'));
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Search keys that lead to entries verified by `material`. */
export function verifierIndexKeys(material: VerifierMaterial): string[] {
  return [...material.fingerprints.map(fingerprintKey), ...material.subjects.map(subjectKey)];
}

/** A verifier as entries carry it: base64 of PEM. `field` names it in the error. */
export function verifierFromBase64(base64: string, field: string): VerifierMaterial {
  if (base64 === '') throw new EntryRejection(`missing ${field} content`);
  return verifierFromPem(fromBase64(base64));
}

export function base64Of(bytes: Uint8Array | string): string {
  return Buffer.from(bytes).toString('base64');
}
