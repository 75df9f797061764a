// dsse v0.0.1: a DSSE envelope and its verifiers. As sigstore/rekor:pkg/types/dsse/v0.0.1/entry.go: every
// signature must verify; the stored body keeps only the envelope's and payload's SHA-256 and, sorted by
// signature, each signature with its verifier (canonical PEM); the envelope itself is not stored.
import { fromBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { hashKey } from '../search-index';
import {
  base64Of,
  canonicalJson,
  sha256Hex,
  verifierFromBase64,
  verifierIndexKeys,
  type CanonicalEntry,
} from './canonical-entry';
import { parseEnvelope, payloadIndexKeys, verifyEnvelope } from './dsse-envelope';
import { EntryRejection } from './entry-rejection';

interface DsseSpec {
  proposedContent?: { envelope: string; verifiers: string[] };
  signatures?: unknown;
}

export function canonicalizeDsse(spec: DsseSpec): CanonicalEntry {
  const proposed = spec.proposedContent;
  if (!proposed) {
    throw new EntryRejection(
      'a new dsse entry needs proposedContent (envelope and verifiers); envelopeHash, payloadHash and signatures are computed by the log',
    );
  }
  if (spec.signatures !== undefined) {
    throw new EntryRejection(
      'either proposedContent or envelopeHash, payloadHash, and signatures must be present but not both',
    );
  }
  const envelope = parseEnvelope(proposed.envelope);
  const verifiers = proposed.verifiers.map((verifier, i) => verifierFromBase64(verifier, `verifiers[${i}]`));
  const bySignature = verifyEnvelope(envelope, verifiers);
  const signatures = [...bySignature.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([signature, verifier]) => ({ signature, verifier: base64Of(verifier.canonicalPem) }));
  const payloadHash = sha256Hex(fromBase64(envelope.payload));
  const envelopeHash = sha256Hex(proposed.envelope);
  const body = {
    apiVersion: '0.0.1',
    kind: 'dsse',
    spec: {
      envelopeHash: { algorithm: 'sha256', value: envelopeHash },
      payloadHash: { algorithm: 'sha256', value: payloadHash },
      signatures,
    },
  };
  return {
    body: canonicalJson(body),
    indexKeys: [
      ...[...new Set(bySignature.values())].flatMap(verifierIndexKeys),
      hashKey('sha256', payloadHash),
      hashKey('sha256', envelopeHash),
      ...payloadIndexKeys(envelope),
    ],
  };
}
