// Entry-list rows from an entries/retrieve answer: every entry verified in full (traces left out) and
// summarized. Synchronous, so a worker thread runs it as one piece (summary-worker.ts).
import type { EntrySummary } from '../../../src-shared/contract/schemas/log-entries';
import type { CheckpointCache } from '../../verification/tlog/checkpoint-verify';
import { verifyLogEntries } from '../../verification/tlog/log-entry';
import { entrySummary } from './entry-summary';
import { readEntryList, type LogEndpoint, type ServedEntry } from './rekor-api';

/** A row of an entry list with the global index it is sorted by. */
export interface EntryListRow {
  logIndex: number;
  summary: EntrySummary;
}

/** Rows of served entries verified with `cache` (and its trust), in the order served. */
export function rowsOf(served: readonly ServedEntry[], cache: CheckpointCache): EntryListRow[] {
  const verified = verifyLogEntries(
    served.map((s) => s.json),
    cache.trust,
    cache,
    { traces: false, subject: false },
  );
  return served.map((s, i) => ({
    logIndex: s.entry.logIndex,
    summary: entrySummary(s, verified[i]!.report, verified[i]!.body),
  }));
}

/** Reads, validates and verifies one entries/retrieve answer; a malformed answer throws BAD_RESPONSE. */
export function rowsOfRetrieved(
  body: Uint8Array,
  endpoint: LogEndpoint,
  cache: CheckpointCache,
): EntryListRow[] {
  return rowsOf(readEntryList(body, endpoint), cache);
}
