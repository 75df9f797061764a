import type { EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { CheckpointCache } from '../../verification/tlog/checkpoint-verify';
import { verifyLogEntry } from '../../verification/tlog/log-entry';
import type { TrustStore } from '../trust/trust-store';
import { rowsOf, type EntryListRow } from './entry-list-rows';
import { preverifySets } from './set-preverify';
import { entryView } from './entry-view';
import type { InclusionDiagnosis } from './inclusion-diagnosis';
import { readEntryList, type LogEndpoint, type ServedEntry } from './rekor-api';
import { PoolStopped } from '../workers/task-pool';
import type { SummaryPool } from './summary-pool';

/** Adds the pinpointed step (or why none could be) to the failed inclusion check. */
function withDiagnosis(
  report: VerificationReport,
  trace: NonNullable<VerificationReport['inclusion']>,
  problems: string[],
) {
  const failed = trace.steps.filter((s) => s.status === 'failed');
  const note =
    failed.length > 0
      ? `diagnosis: the log's sibling at step ${failed.map((s) => s.index).join(', ')} is not the hash of that subtree`
      : `diagnosis: every sibling that could be recomputed matches${problems.length > 0 ? ` (${problems.length} could not: ${problems[0]})` : ''}`;
  return {
    ...report,
    inclusion: trace,
    checks: report.checks.map((c) =>
      c.name === 'inclusion' && c.ok === false ? { ...c, detail: `${c.detail}; ${note}` } : c,
    ),
  };
}

/**
 * Entry verification for the explorer: the verification core's LogEntry
 * checks against the trust store, one checkpoint cache per call (a page of
 * entries shares its checkpoints), and, when asked, diagnosis of a failed
 * inclusion proof from independently fetched subtree hashes.
 */
export function createEntryVerifier(deps: {
  trust: TrustStore;
  diagnosis: InclusionDiagnosis;
  /** Worker threads for entry lists; without it they are verified on this thread. */
  pool?: SummaryPool;
}) {
  return {
    /** A verifier for one batch of entries, sharing checkpoint verifications. */
    batch() {
      const cache = new CheckpointCache(deps.trust.trustSet());
      return (served: ServedEntry): EntryView =>
        entryView(served, verifyLogEntry(served.json, cache.trust, cache));
    },

    /**
     * For entry lists: every check of `batch()` on each entry of an entries/retrieve answer, without proof
     * traces or the decoded body. On the worker pool when there is one; otherwise here, with the SETs
     * checked on the thread pool first so other batches proceed meanwhile.
     */
    summaries(endpoint: LogEndpoint): (body: Uint8Array) => Promise<EntryListRow[]> {
      const trust = deps.trust.trustSet();
      const cache = new CheckpointCache(trust);
      const here = async (body: Uint8Array) => {
        const served = readEntryList(body, endpoint);
        const signatures = await preverifySets(served, trust);
        return signatures.apply(() => rowsOf(served, cache));
      };
      if (!deps.pool) return here;
      const onWorkers = deps.pool.page(trust, endpoint);
      // Workers that cannot run (one died, or they could not start) leave the page to this thread.
      return (body) =>
        onWorkers(body).catch((error: unknown) => {
          if (error instanceof PoolStopped) return here(body);
          throw error;
        });
    },

    async view(endpoint: LogEndpoint, served: ServedEntry, diagnose: boolean): Promise<EntryView> {
      const trust = deps.trust.trustSet();
      let report = verifyLogEntry(served.json, trust, new CheckpointCache(trust));
      const trace = report.inclusion;
      const proof = served.entry.verification?.inclusionProof;
      if (diagnose && trace && !trace.ok && trace.steps.length > 0 && proof) {
        const offset = BigInt(served.entry.logIndex) - BigInt(proof.logIndex);
        const diagnosed = await deps.diagnosis.diagnose(endpoint, trace, offset);
        report = withDiagnosis(report, diagnosed.trace, diagnosed.problems);
      }
      return entryView(served, report);
    },
  };
}

export type EntryVerifier = ReturnType<typeof createEntryVerifier>;
