import { createPublicKey } from 'node:crypto';
import type { Alert } from '../../../src-shared/contract/schemas/monitor';
import type { AlertEvidence } from '../../verification/audit/alert-evidence';
import type { CheckpointVerification } from '../../verification/tlog/checkpoint-verify';
import type { TrustSet } from '../../verification/tlog/trust-types';
import type { TrustedHead } from './checkpoint-store';

/** Alert kinds whose evidence is two signed checkpoints (and the proof between them): the ones a file can carry. */
const WITH_EVIDENCE: ReadonlySet<Alert['kind']> = new Set(['fork', 'rollback', 'inconsistent']);

interface EvidenceInput {
  kind: Alert['kind'];
  message: string;
  raisedAt: number;
  baseUrl: string;
  treeID: string;
  trusted: TrustedHead | null;
  served: { verified: CheckpointVerification; note: string; fetchedAt: number };
  proofHashes: string[] | null;
  /** What the log answered instead of a proof, when it gave none. */
  proofError: string | null;
  trust: TrustSet;
}

/**
 * The evidence file of an alert about two signed checkpoints (verification/audit/alert-evidence.ts reads it
 * back): both notes verbatim, the proof as served, and the trusted key that verified the served checkpoint.
 * null for alerts of other kinds, or when no trusted key verified it.
 */
export function evidenceFile(input: EvidenceInput): AlertEvidence | null {
  const { served, trusted } = input;
  if (!WITH_EVIDENCE.has(input.kind) || trusted === null || served.verified.checkpoint === null) return null;
  const keyId = served.verified.signatures.find((s) => s.status === 'verified')?.keyId;
  const key = input.trust.tlogs.find((candidate) => candidate.id === keyId);
  if (key === undefined) return null;
  const pem = createPublicKey({ key: Buffer.from(key.spki), format: 'der', type: 'spki' })
    .export({ format: 'pem', type: 'spki' })
    .toString();
  const iso = (at: number) => new Date(at).toISOString();
  return {
    type: 'monitor-alert',
    version: 1,
    kind: input.kind as AlertEvidence['kind'],
    message: input.message,
    raisedAt: iso(input.raisedAt),
    log: {
      baseUrl: input.baseUrl,
      origin: served.verified.checkpoint.origin,
      treeID: input.treeID,
      logID: key.id,
    },
    key: { name: key.name, pem },
    trusted: { note: trusted.note, fetchedAt: iso(trusted.fetchedAt) },
    served: { note: served.note, fetchedAt: iso(served.fetchedAt) },
    consistencyProof:
      input.proofHashes === null
        ? null
        : {
            size1: trusted.size,
            size2: served.verified.checkpoint.size.toString(),
            hashes: input.proofHashes,
          },
    proofError: input.proofError,
  };
}
