// The rows of an entry list (the Log page's list, `log.browse`): each served entry with the verdict of its
// full verification, without proof steps or the decoded body, which the entry page shows.
import { listVerdict, type EntrySummary } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { readEntryBody } from '../../verification/tlog/entry-body';
import { idOf } from './entry-view';
import type { ServedEntry } from './rekor-api';

/** The body's kind and apiVersion as the explorer shows them ('unknown' for a body that has none). */
export function bodyKind(body: Uint8Array): { kind: string; apiVersion: string } {
  const envelope = readEntryBody(body);
  return { kind: envelope?.kind ?? 'unknown', apiVersion: envelope?.apiVersion ?? '' };
}

/** A served entry as one row of an entry list, with the verdict of its full verification. */
export function entryRow(
  served: ServedEntry,
  report: VerificationReport,
  logKeyTrusted: boolean,
): EntrySummary {
  const { entry } = served;
  const id = idOf(served.entryId);
  return {
    entryId: id.entryId,
    uuid: id.uuid,
    logIndex: entry.logIndex.toString(),
    integratedTime: Number(entry.integratedTime),
    ...bodyKind(entry.body.bytes),
    tlog: listVerdict(report, logKeyTrusted),
    failedChecks: report.checks.filter((check) => check.ok === false),
  };
}
