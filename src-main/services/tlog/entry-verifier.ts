import type { EntrySummary, EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { TlogContext } from '../../verification/tlog/checkpoint-verify';
import { nodeCrypto } from '../../verification/tlog/crypto';
import { verifyLogEntry } from '../../verification/tlog/log-entry';
import { sameBaseUrl } from '../../../src-shared/base-url';
import type { TrustStore } from '../trust/trust-store';
import { entryRow } from './entry-rows';
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
      ? `diagnosis: the log's sibling at step ${failed.map((s) => s.index + 1).join(', ')} is not the hash of that subtree`
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
 * Entry verification for the explorer: the verification core's LogEntry checks against the trust store
 * with OpenSSL, on this thread; a batch of entries shares its checkpoint verifications. When asked, a
 * failed inclusion proof is diagnosed from independently fetched subtree hashes.
 */
export function createEntryVerifier(deps: { trust: TrustStore; diagnosis: InclusionDiagnosis }) {
  /**
   * One batch's shared checkpoint verifications, and whether a key is trusted for an entry's log: its own
   * logID, or any key pinned for the log's address (a changed key is then a failure, not a first visit).
   */
  const context = (endpoint: LogEndpoint) => {
    const shared = new TlogContext(deps.trust.trustSet(), nodeCrypto);
    const logPinned = shared.trust.tlogs.some((key) => sameBaseUrl(key.baseUrl, endpoint.baseUrl));
    const keyTrusted = (served: ServedEntry) =>
      logPinned || shared.trust.tlogs.some((key) => key.id === served.entry.logID.toLowerCase());
    return { shared, keyTrusted };
  };
  return {
    /** A verifier for one batch of entries, sharing checkpoint verifications. */
    batch(endpoint: LogEndpoint) {
      const { shared, keyTrusted } = context(endpoint);
      return (served: ServedEntry): EntryView =>
        entryView(served, verifyLogEntry(served.json, shared), keyTrusted(served));
    },

    /** Entry-list rows for one list: every check of `batch()`, without proof steps or the decoded body. */
    rows(endpoint: LogEndpoint) {
      const { shared, keyTrusted } = context(endpoint);
      return (served: ServedEntry): EntrySummary =>
        entryRow(
          served,
          verifyLogEntry(served.json, shared, { steps: false, subject: false }),
          keyTrusted(served),
        );
    },

    async view(endpoint: LogEndpoint, served: ServedEntry, diagnose: boolean): Promise<EntryView> {
      const { shared, keyTrusted } = context(endpoint);
      let report = verifyLogEntry(served.json, shared);
      const trace = report.inclusion;
      const proof = served.entry.verification?.inclusionProof;
      if (diagnose && trace && !trace.ok && trace.steps.length > 0 && proof) {
        const offset = served.entry.logIndex - proof.logIndex;
        const diagnosed = await deps.diagnosis.diagnose(endpoint, trace, offset);
        report = withDiagnosis(report, diagnosed.trace, diagnosed.problems);
      }
      return entryView(served, report, keyTrusted(served));
    },
  };
}

export type EntryVerifier = ReturnType<typeof createEntryVerifier>;
