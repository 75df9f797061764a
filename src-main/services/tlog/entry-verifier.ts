import type { EntrySummary, EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { CheckpointCache } from '../../../src-shared/tlog/verify/checkpoint-verify';
import { verifyLogEntry } from '../../../src-shared/tlog/verify/log-entry';
import type { TrustStore } from '../trust/trust-store';
import { entrySummary } from './entry-summary';
import { preverifySets } from './set-preverify';
import { entryView } from './entry-view';
import type { InclusionDiagnosis } from './inclusion-diagnosis';
import type { LogEndpoint, ServedEntry } from './rekor-api';

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
export function createEntryVerifier(deps: { trust: TrustStore; diagnosis: InclusionDiagnosis }) {
  return {
    /** A verifier for one batch of entries, sharing checkpoint verifications. */
    batch() {
      const cache = new CheckpointCache(deps.trust.trustSet());
      return (served: ServedEntry): EntryView =>
        entryView(served, verifyLogEntry(served.json, cache.trust, cache));
    },

    /**
     * For entry lists: every check of `batch`, as in `batch()`, without proof traces or the decoded body.
     * The SETs are checked on the thread pool first, so other batches proceed meanwhile.
     */
    summaries() {
      const cache = new CheckpointCache(deps.trust.trustSet());
      return async (batch: readonly ServedEntry[]): Promise<EntrySummary[]> => {
        const signatures = await preverifySets(batch, cache.trust);
        return signatures.apply(() =>
          batch.map((served) =>
            entrySummary(served, verifyLogEntry(served.json, cache.trust, cache, { traces: false })),
          ),
        );
      };
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
