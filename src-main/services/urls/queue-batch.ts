// One round of the send queue: the oldest queued URLs that today's quota allows (at most 100) are written down
// as a batch (sending, pending rows, a journal operation each) in one transaction, sent, and every part's
// outcome recorded in one transaction, before anything else happens.
import { randomUUID } from 'node:crypto';
import type { NotificationType, QueueStatus } from '../../../src-shared/contract/schemas/urls';
import { MAX_BATCH_PARTS, type BatchResult } from '../google/google-batch';
import { GoogleApiError } from '../google/google-error';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import { NOTIFY_URL, notifyTimeOf } from './notify-url-kind';
import type { PartRecord, QueueStore, SendRow } from './queue-store';
import type { ServiceClock } from './service-day';
import { groupUrlError, NEEDS_A_PERSON, type ErrorContext } from './url-errors';

export type Problem = NonNullable<QueueStatus['problem']>;

interface BatchDeps {
  store: QueueStore;
  indexing: GoogleClient<typeof INDEXING_V3>;
  journal: Journal;
  clock: ServiceClock;
  context: (profileId: string, url: string | null) => ErrorContext;
  now: () => number;
}

function partOf(deps: BatchDeps, profileId: string, row: SendRow, result: BatchResult): PartRecord {
  if (result.ok) {
    const metadata = (result.value as { urlNotificationMetadata?: unknown } | null)?.urlNotificationMetadata;
    // The minimal answer ({url} only) says it was accepted, not when: the service's clock now stands in.
    return { outcome: 'ok', notifyTime: notifyTimeOf(metadata, row.type) ?? deps.clock.now(profileId) };
  }
  const { fix, ...error } = groupUrlError(result.error, deps.context(profileId, row.url));
  const requeue = error.group === 'quota' || NEEDS_A_PERSON.has(error.group);
  return { outcome: 'failed', error: { ...error, at: deps.now() }, fix, requeue };
}

function completeOp(deps: BatchDeps, row: SendRow, part: PartRecord): void {
  if (part.outcome === 'ok')
    deps.journal.complete(row.opId, 'ok', { notifyTime: new Date(part.notifyTime).toISOString() });
  else if (part.outcome === 'failed') {
    const { group, status, message } = part.error;
    deps.journal.complete(row.opId, 'failed', { group, status, message });
  }
}

/** Stops the queue when a part's refusal concerns every URL, or every part was refused for ownership. */
function problemOf(parts: ReadonlyArray<{ part: PartRecord }>): Problem | null {
  const refused = parts.flatMap(({ part }) => (part.outcome === 'failed' ? [part] : []));
  const general = refused.find(({ error }) => NEEDS_A_PERSON.has(error.group));
  const owned = refused.length === parts.length && refused.every(({ error }) => error.group === 'ownership');
  const found = general ?? (owned ? refused[0] : undefined);
  return found ? { group: found.error.group, message: found.error.message, fix: found.fix } : null;
}

/**
 * The batch as a whole got no answer per part. A 429 counts as each part's. Another 4xx refused it before
 * anything was published: its rows go and its URLs wait again. Anything else (no answer, a 5xx, a malformed answer) may have been acted on: its rows
 * stay pending, to be looked up in the metadata before the queue sends again.
 */
function batchFailed(
  deps: BatchDeps,
  profileId: string,
  rows: readonly SendRow[],
  error: unknown,
): Problem | null {
  const { group, message, fix } = groupUrlError(error, deps.context(profileId, rows[0]!.url));
  if (group === 'quota' && error instanceof GoogleApiError) {
    // The whole batch refused for the quota is each part refused for it: back to the queue, which waits.
    const refused = { group, status: error.facts.httpStatus, message, at: deps.now() };
    const parts = rows.map((row) => ({
      row,
      part: { outcome: 'failed', error: refused, fix, requeue: true } as const,
    }));
    deps.store.recordBatch(profileId, parts, (row, part) => completeOp(deps, row, part));
    return null;
  }
  if (error instanceof GoogleApiError && error.facts.httpStatus < 500)
    deps.store.dropBatch(profileId, rows, (row) =>
      deps.journal.complete(row.opId, 'failed', { group, message }),
    );
  else for (const row of rows) deps.journal.complete(row.opId, 'unknown', { group, message });
  return { group, message, fix };
}

/**
 * Sends one batch of the oldest queued URLs (at most `left`, at most 100) and records its answers; the problem
 * that stops the queue, if any. `sent` is told once the batch is written down, before it goes.
 */
export async function sendBatch(
  deps: BatchDeps,
  profileId: string,
  batch: { left: number; day: string; sent: () => void },
): Promise<Problem | null> {
  const { store } = deps;
  const { left, day } = batch;
  const urls = store.oldestQueued(profileId, Math.min(MAX_BATCH_PARTS, left));
  const at = deps.now();
  const begin = (item: { url: string; type: NotificationType }) =>
    deps.journal.begin({
      profileId,
      service: 'indexing',
      kind: NOTIFY_URL,
      target: item.url,
      request: { type: item.type, sentAt: at },
    });
  const rows = store.beginBatch(profileId, { id: randomUUID(), day, at }, urls, begin);
  batch.sent();
  let results: BatchResult[];
  try {
    results = await deps.indexing.batch(
      profileId,
      urls.map((item) => ({
        method: 'urlNotifications.publish',
        body: { url: item.url, type: item.type },
      })),
    );
  } catch (error) {
    return batchFailed(deps, profileId, rows, error);
  }
  const parts = rows.map((row, i) => ({ row, part: partOf(deps, profileId, row, results[i]!) }));
  store.recordBatch(profileId, parts, (row, part) => completeOp(deps, row, part));
  return problemOf(parts);
}
