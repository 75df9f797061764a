import { VerityError } from '../../../src-shared/contract/result';
import type { Alert, CheckpointRecord } from '../../../src-shared/contract/schemas/monitor';
import type { ConsistencyTrace } from '../../../src-shared/contract/schemas/verification';
import { fromHex, toHex } from '../../verification/tlog/encoding';
import { verifyConsistency } from '../../verification/tlog/consistency';
import { consistencyFinding, describeFinding } from '../../verification/tlog/consistency-finding';
import type { TrustedHead } from './checkpoint-store';

export interface Judgement {
  consistency: CheckpointRecord['consistency'];
  detail: string;
  trace: ConsistencyTrace | null;
  /** Whether the new checkpoint becomes the shard's last trusted head. */
  trusted: boolean;
  /**
   * With its evidence: both tree heads (and what the proof said), for the alert's details, and the proof's
   * hashes as the log served them (null: none was served), for the evidence file.
   */
  alert: {
    kind: Alert['kind'];
    message: string;
    evidence: Array<[string, string]>;
    proofHashes: string[] | null;
    /** Why the log gave no proof, when it refused one. */
    proofError: string | null;
  } | null;
  /** A failure to check (network, server error) rather than evidence against the log. */
  error: string | null;
}

export interface SignedHead {
  size: bigint;
  rootHash: Uint8Array;
}

/**
 * How a newly fetched, correctly signed checkpoint relates to the last
 * trusted one of the same shard (rekor-monitor and the witness do the same;
 * transparency-dev/witness:internal/witness/witness.go Update):
 * - same size: the roots must be equal, else the log shows two trees (fork);
 * - smaller: the log went back (rollback);
 * - larger: the log must prove the old tree is a prefix of the new one. A
 *   proof that reproduces the new signed root yet another root at the old
 *   size is the log's own evidence of two trees (fork); a proof that does not
 *   verify at all is an inconsistent proof (a faulty or tampered answer, not
 *   by itself a fork: the next poll asks again).
 */
export async function judgeCheckpoint(
  last: TrustedHead | null,
  next: SignedHead,
  fetchProof: (firstSize: bigint, lastSize: bigint) => Promise<string[]>,
): Promise<Judgement> {
  const root = toHex(next.rootHash);
  const none = { trace: null, alert: null, error: null };
  if (last === null) {
    return {
      ...none,
      consistency: 'first',
      trusted: true,
      detail: `first checkpoint seen for this shard (size ${next.size})`,
    };
  }
  const lastSize = BigInt(last.size);
  const heads: Array<[string, string]> = [
    ['trusted size', last.size],
    ['trusted root', last.rootHash],
    ['trusted since', new Date(last.fetchedAt).toISOString()],
    ['served size', next.size.toString()],
    ['served root', root],
  ];
  /** Evidence against the log: the checkpoint is not trusted, and the message is both detail and alert. */
  const alarm = (
    consistency: Judgement['consistency'],
    kind: Alert['kind'],
    message: string,
    trace: ConsistencyTrace | null = null,
    proof: { said: string; hashes: string[] | null } | null = null,
  ): Judgement => ({
    ...none,
    trace,
    consistency,
    trusted: false,
    detail: message,
    alert: {
      kind,
      message,
      evidence: proof === null ? heads : [...heads, ['consistency proof', proof.said]],
      proofHashes: proof?.hashes ?? null,
      proofError: proof !== null && proof.hashes === null ? proof.said : null,
    },
  });
  if (next.size === lastSize) {
    if (root === last.rootHash)
      return { ...none, consistency: 'same', trusted: true, detail: `unchanged at size ${next.size}` };
    const roots = `${last.rootHash.slice(0, 16)}…, ${root.slice(0, 16)}…`;
    return alarm(
      'fork',
      'fork',
      `Two signed checkpoints of size ${next.size} have different roots (${roots})`,
    );
  }
  if (next.size < lastSize)
    return alarm('rollback', 'rollback', `The log went back from size ${lastSize} to ${next.size}`);
  let proof: string[];
  try {
    proof = await fetchProof(lastSize, next.size);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const refused =
      error instanceof VerityError &&
      (error.code === 'BAD_RESPONSE' || (error.code === 'UPSTREAM' && Number(error.details?.status) < 500));
    if (!refused) {
      return {
        ...none,
        consistency: 'failed',
        trusted: false,
        detail: `no consistency proof: ${reason}`,
        error: reason,
      };
    }
    const message = `The log did not prove size ${next.size} extends the trusted size ${lastSize}: ${reason}`;
    return alarm('failed', 'inconsistent', message, null, { said: reason, hashes: null });
  }
  const trace = verifyConsistency({
    size1: lastSize,
    size2: next.size,
    root1: fromHex(last.rootHash),
    root2: next.rootHash,
    proof: proof.map(fromHex),
  });
  if (trace.ok) {
    return {
      ...none,
      trace,
      consistency: 'consistent',
      trusted: true,
      detail: `consistent with size ${lastSize}`,
    };
  }
  const said = { said: `${proof.length} hashes; ${trace.error ?? 'the proof fails'}`, hashes: proof };
  const finding = describeFinding(consistencyFinding(trace), trace);
  if (consistencyFinding(trace) === 'fork') {
    const message = `Signed checkpoint of size ${next.size} is not consistent with the trusted one of size ${lastSize}: ${finding}`;
    return alarm('fork', 'fork', message, trace, said);
  }
  const message = `The log's consistency proof from the trusted size ${lastSize} to size ${next.size} does not verify: ${finding}`;
  return alarm('failed', 'inconsistent', message, trace, said);
}
