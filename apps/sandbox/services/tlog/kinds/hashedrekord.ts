// hashedrekord v0.0.1: a signature over an artifact's digest, with the verifying key or certificate.
// Checks and canonical form as sigstore/rekor:pkg/types/hashedrekord/v0.0.1/entry.go (validate, Canonicalize,
// IndexKeys): the digest length must fit its algorithm, the signature must verify over the digest, and the
// stored body keeps the signature, the canonical PEM and the digest.
import { fromBase64, fromHex } from '../../../../../src-main/verification/tlog/encoding';
import { signatureFailure, verifyDigestSignature, type DigestAlgorithm } from '../crypto/signatures';
import { hashKey } from '../search-index';
import {
  base64Of,
  canonicalJson,
  verifierFromBase64,
  verifierIndexKeys,
  type CanonicalEntry,
} from './canonical-entry';
import { EntryRejection } from './entry-rejection';

interface HashedRekordSpec {
  signature?: { content?: string; publicKey?: { content?: string } };
  data?: { hash?: { algorithm: DigestAlgorithm; value: string } };
}

const HEX_LENGTH: Record<DigestAlgorithm, number> = { sha256: 64, sha384: 96, sha512: 128 };

export function canonicalizeHashedRekord(spec: HashedRekordSpec): CanonicalEntry {
  const signature = spec.signature?.content;
  if (!signature) throw new EntryRejection('missing signature content');
  const keyContent = spec.signature?.publicKey?.content;
  if (keyContent === undefined) throw new EntryRejection('missing public key');
  const hash = spec.data?.hash;
  if (!hash) throw new EntryRejection('missing hash');
  if (hash.value.length !== HEX_LENGTH[hash.algorithm] || !/^[0-9a-fA-F]+$/.test(hash.value)) {
    throw new EntryRejection('invalid value for hash');
  }
  const verifier = verifierFromBase64(keyContent, 'publicKey');
  if (!verifyDigestSignature(verifier, hash.algorithm, fromHex(hash.value), fromBase64(signature))) {
    throw new EntryRejection(`verifying signature: ${signatureFailure(verifier)}`);
  }
  const body = {
    apiVersion: '0.0.1',
    kind: 'hashedrekord',
    spec: {
      data: { hash: { algorithm: hash.algorithm, value: hash.value } },
      signature: { content: signature, publicKey: { content: base64Of(verifier.canonicalPem) } },
    },
  };
  return {
    body: canonicalJson(body),
    indexKeys: [...verifierIndexKeys(verifier), hashKey(hash.algorithm, hash.value)],
  };
}
