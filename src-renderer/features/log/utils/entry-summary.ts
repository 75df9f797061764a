import { listVerdict, type EntrySummary, type EntryView } from '@/lib/contract';

/** A full entry (as search returns it) as the row an entry list shows, like log:browse's summaries. */
export function summaryOfView(view: EntryView): EntrySummary {
  return {
    entryId: view.entryId,
    uuid: view.uuid,
    logIndex: view.logIndex,
    integratedTime: view.integratedTime,
    kind: view.decoded.kind,
    apiVersion: view.decoded.apiVersion,
    tlog: listVerdict(view.report, view.logKeyTrusted),
    failedChecks: view.report.checks.filter((check) => check.ok === false),
  };
}
