// DSSE envelopes (secure-systems-lab/dsse: envelope.md, protocol.md): parsing, the pre-authentication
// encoding signatures cover, and Rekor's rule that every signature must be verified by one of the given
// keys and every key must verify something (sigstore/rekor:pkg/types/dsse/v0.0.1/entry.go verifyEnvelope).
import { IN_TOTO_PAYLOAD_TYPE, preAuthEncoding } from '../../../../../src-main/verification/sigstore/dsse';
import { fromBase64, isBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { verifyMessageSignature } from '../crypto/signatures';
import type { VerifierMaterial } from '../crypto/verifier-material';
import { digestKeys } from './in-toto-statement';
import { EntryRejection } from './entry-rejection';

interface DsseSignature {
  keyid?: string;
  /** Standard base64 of the signature bytes, as in the envelope. */
  sig: string;
}

export interface DsseEnvelope {
  payloadType: string;
  /** Standard base64 of the payload, as in the envelope. */
  payload: string;
  signatures: DsseSignature[];
}

export function parseEnvelope(json: string): DsseEnvelope {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new EntryRejection(`payload must be a valid DSSE envelope: ${(error as Error).message}`);
  }
  const envelope = value as Partial<DsseEnvelope> | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.payloadType !== 'string') {
    throw new EntryRejection('payload must be a valid DSSE envelope: payloadType is missing');
  }
  if (typeof envelope.payload !== 'string' || !isBase64(envelope.payload)) {
    throw new EntryRejection('payload must be a valid DSSE envelope: payload must be standard base64');
  }
  if (!Array.isArray(envelope.signatures) || envelope.signatures.length === 0) {
    throw new EntryRejection('payload must be a valid DSSE envelope: it has no signatures');
  }
  const signatures = envelope.signatures.map((signature: unknown, i) => {
    const s = signature as Partial<DsseSignature> | null;
    if (typeof s?.sig !== 'string' || !isBase64(s.sig) || s.sig === '') {
      throw new EntryRejection(
        `payload must be a valid DSSE envelope: signatures[${i}].sig must be standard base64`,
      );
    }
    return { sig: s.sig, ...(typeof s.keyid === 'string' && s.keyid !== '' ? { keyid: s.keyid } : {}) };
  });
  return { payloadType: envelope.payloadType, payload: envelope.payload, signatures };
}

/**
 * Checks the envelope against the candidate keys; returns the key that verified each signature, by the
 * signature's base64 text.
 */
export function verifyEnvelope(
  envelope: DsseEnvelope,
  keys: readonly VerifierMaterial[],
): Map<string, VerifierMaterial> {
  const pae = preAuthEncoding(envelope.payloadType, fromBase64(envelope.payload));
  const bySignature = new Map<string, VerifierMaterial>();
  for (const key of keys) {
    let accepted = 0;
    for (const { sig } of envelope.signatures) {
      if (verifyMessageSignature(key, pae, fromBase64(sig))) {
        bySignature.set(sig, key);
        accepted += 1;
      }
    }
    if (accepted === 0)
      throw new EntryRejection('could not verify envelope: no signature verifies with one of the given keys');
  }
  if (envelope.signatures.some(({ sig }) => !bySignature.has(sig))) {
    throw new EntryRejection('all signatures must have a key that verifies it');
  }
  return bySignature;
}

/** Search keys of an envelope's payload: the digests of an in-toto statement's subjects and materials. */
export function payloadIndexKeys(envelope: DsseEnvelope): string[] {
  return envelope.payloadType === IN_TOTO_PAYLOAD_TYPE ? digestKeys(fromBase64(envelope.payload)) : [];
}
