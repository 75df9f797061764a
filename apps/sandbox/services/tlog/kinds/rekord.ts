// rekord v0.0.1: a detached signature over inline content. As sigstore/rekor:pkg/types/rekord/v0.0.1/entry.go:
// the signature must verify over the content, and the stored body drops the content and keeps its
// SHA-256 (the schema lets a proposal carry the content or, for stored bodies, the hash; not both). Only the x509 format (PEM keys and certificates) is verified here; PGP,
// minisign and SSH need parsers this log does not carry, so they are refused with a clear reason.
import { fromBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { signatureFailure, verifyMessageSignature } from '../crypto/signatures';
import { hashKey } from '../search-index';
import {
  base64Of,
  canonicalJson,
  sha256Hex,
  verifierFromBase64,
  verifierIndexKeys,
  type CanonicalEntry,
} from './canonical-entry';
import { EntryRejection } from './entry-rejection';

interface RekordSpec {
  signature: { format: 'pgp' | 'minisign' | 'x509' | 'ssh'; content: string; publicKey: { content: string } };
  data: { content?: string };
}

export function canonicalizeRekord(spec: RekordSpec): CanonicalEntry {
  const { format } = spec.signature;
  if (format !== 'x509') {
    throw new EntryRejection(
      `the ${format} signature format is not supported by this log; use x509 (PEM key or certificate)`,
    );
  }
  if (!spec.data.content) throw new EntryRejection("one of 'content' or 'url' must be specified for data");
  const content = fromBase64(spec.data.content);
  const computed = sha256Hex(content);
  if (!spec.signature.content)
    throw new EntryRejection("one of 'content' or 'url' must be specified for signature");
  const verifier = verifierFromBase64(spec.signature.publicKey.content, 'publicKey');
  if (!verifyMessageSignature(verifier, content, fromBase64(spec.signature.content))) {
    throw new EntryRejection(signatureFailure(verifier));
  }
  const body = {
    apiVersion: '0.0.1',
    kind: 'rekord',
    spec: {
      data: { hash: { algorithm: 'sha256', value: computed } },
      signature: {
        content: spec.signature.content,
        format,
        publicKey: { content: base64Of(verifier.canonicalPem) },
      },
    },
  };
  return {
    body: canonicalJson(body),
    indexKeys: [...verifierIndexKeys(verifier), hashKey('sha256', computed)],
  };
}
