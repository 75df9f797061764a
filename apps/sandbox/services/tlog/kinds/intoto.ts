// intoto v0.0.1 and v0.0.2: DSSE envelopes with an in-toto payload (sigstore/rekor:pkg/types/intoto/v0.0.x/entry.go).
// v0.0.1 carries the envelope as a JSON string and one public key; the stored body keeps the key and the
// envelope's and payload's SHA-256. v0.0.2 carries the envelope as an object whose payload and signatures
// are base64 of the envelope's own base64 text; the stored body keeps payloadType, the signatures with
// their keys, the client's envelope hash and the payload hash, and drops the payload. Both keep the
// payload as the entry's attestation.
import { fromBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { hashKey } from '../search-index';
import {
  canonicalJson,
  sha256Hex,
  verifierFromBase64,
  verifierIndexKeys,
  type CanonicalEntry,
} from './canonical-entry';
import { parseEnvelope, payloadIndexKeys, verifyEnvelope, type DsseEnvelope } from './dsse-envelope';
import { EntryRejection } from './entry-rejection';

interface IntotoV001Spec {
  publicKey: string;
  content: { envelope?: string };
}

interface IntotoV002Spec {
  content: {
    envelope: {
      payload?: string;
      payloadType: string;
      signatures: Array<{ keyid?: string; sig: string; publicKey: string }>;
    };
    hash?: { algorithm: 'sha256'; value: string };
  };
}

/** The text inside a v0.0.2 field: base64 of the DSSE envelope's own base64 string. */
const innerText = (base64: string) => Buffer.from(fromBase64(base64)).toString('utf8');

export function canonicalizeIntotoV001(spec: IntotoV001Spec): CanonicalEntry {
  if (!spec.content.envelope) throw new EntryRejection('missing envelope');
  const envelope = parseEnvelope(spec.content.envelope);
  const verifier = verifierFromBase64(spec.publicKey, 'publicKey');
  verifyEnvelope(envelope, [verifier]);
  const payload = fromBase64(envelope.payload);
  const payloadHash = sha256Hex(payload);
  const body = {
    apiVersion: '0.0.1',
    kind: 'intoto',
    spec: {
      content: {
        hash: { algorithm: 'sha256', value: sha256Hex(spec.content.envelope) },
        payloadHash: { algorithm: 'sha256', value: payloadHash },
      },
      publicKey: spec.publicKey,
    },
  };
  return {
    body: canonicalJson(body),
    indexKeys: [
      ...verifierIndexKeys(verifier),
      hashKey('sha256', payloadHash),
      ...payloadIndexKeys(envelope),
    ],
    attestation: payload,
  };
}

export function canonicalizeIntotoV002(spec: IntotoV002Spec): CanonicalEntry {
  const { envelope: proposed, hash } = spec.content;
  if (!proposed.payload) throw new EntryRejection('missing envelope content');
  if (!hash)
    throw new EntryRejection(
      'missing envelope digest (content.hash: the SHA-256 of the envelope as submitted)',
    );
  if (!/^[0-9a-fA-F]{64}$/.test(hash.value)) throw new EntryRejection('invalid value for hash');
  const envelope: DsseEnvelope = parseEnvelope(
    JSON.stringify({
      payloadType: proposed.payloadType,
      payload: innerText(proposed.payload),
      signatures: proposed.signatures.map((s) => ({ keyid: s.keyid, sig: innerText(s.sig) })),
    }),
  );
  const verifiers = proposed.signatures.map((s, i) =>
    verifierFromBase64(s.publicKey, `signatures[${i}].publicKey`),
  );
  verifyEnvelope(envelope, verifiers);
  const payload = fromBase64(envelope.payload);
  const payloadHash = sha256Hex(payload);
  const body = {
    apiVersion: '0.0.2',
    kind: 'intoto',
    spec: {
      content: {
        envelope: {
          payloadType: proposed.payloadType,
          signatures: proposed.signatures.map((s) => ({
            ...(s.keyid ? { keyid: s.keyid } : {}),
            publicKey: s.publicKey,
            sig: s.sig,
          })),
        },
        hash: { algorithm: 'sha256', value: hash.value },
        payloadHash: { algorithm: 'sha256', value: payloadHash },
      },
    },
  };
  return {
    body: canonicalJson(body),
    indexKeys: [
      ...verifiers.flatMap(verifierIndexKeys),
      hashKey('sha256', payloadHash),
      ...payloadIndexKeys(envelope),
    ],
    attestation: payload,
  };
}
