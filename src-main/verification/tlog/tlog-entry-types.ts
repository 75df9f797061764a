// What the transparency-log checks (tlog-entry.ts) read and return, apart from them so the check modules
// and the adapters that build the facts import these types without importing each other.
import type { Check, InclusionTrace } from '../../../src-shared/contract/schemas/verification';
import type { CheckpointVerification } from './checkpoint-verify';
import type { EntryId } from './entry-id';

export interface TlogEntryProof {
  /** Index inside the shard tree. */
  logIndex: bigint;
  treeSize: bigint;
  rootHash: Uint8Array;
  hashes: Uint8Array[];
  /** The signed checkpoint (signed note text); null when the entry carries none. */
  checkpoint: string | null;
}

export interface TlogEntryFacts {
  /** From a LogEntry's key; bundles carry none. */
  entryId: EntryId | null;
  body: Uint8Array;
  bodyBase64: string;
  /** Seconds; null for Rekor v2, which records no time. */
  integratedTime: bigint | null;
  logId: Uint8Array;
  /** Global index (Rekor v2: the only index). */
  logIndex: bigint;
  signedEntryTimestamp: Uint8Array | null;
  proof: TlogEntryProof | null;
}

export interface TlogRules {
  rekorV2: boolean;
  /** Bundle v0.1 (sigstore-js packages/bundle/src/validate.ts): an inclusion promise is required. */
  requireSet: boolean;
  /** Bundle v0.2+ and Rekor v2: an inclusion proof with a checkpoint is required. */
  requireCheckpoint: boolean;
  /** How messages name the document, e.g. "bundle v0.2". */
  what: string;
}

export interface TlogEntryResult {
  checks: Check[];
  inclusion: InclusionTrace | null;
  leafHash: Uint8Array;
  checkpoint: CheckpointVerification | null;
}
