// After a crash (or a batch whose answer never came) some notifications are `pending`: sent, or about to be,
// with no outcome recorded. Before the queue sends anything else, each is looked up in the service's metadata
// (in batches of at most 100, within the metadata budget): a notification of its type from when it was sent
// means it arrived (`sent`); none (404) or an older one means it did not, and the URL goes back to the queue.
//
// Such a row is kept as `unknown` and still counts against its day's quota: at the real service a request that
// reached it counts whether or not it took effect, and a killed process cannot tell whether its batch reached
// the service. Counting it costs at most one batch of today's quota; not counting it could send into a 429.
import { MAX_BATCH_PARTS } from '../google/google-batch';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import type { MetadataBudget } from './metadata-budget';
import { isNotFound, landedTime } from './notify-url-kind';
import type { PartRecord, QueueStore, SendRow } from './queue-store';
import type { ServiceClock } from './service-day';
import { groupUrlError, type ErrorContext } from './url-errors';

export interface RecoveryDeps {
  store: QueueStore;
  indexing: GoogleClient<typeof INDEXING_V3>;
  journal: Journal;
  clock: ServiceClock;
  budget: MetadataBudget;
  context: (profileId: string, url: string) => ErrorContext;
  /** Waits until `at` (this machine's clock), or less when the queue closes. */
  sleepUntil: (at: number) => Promise<void>;
  now: () => number;
}

/** What the service's metadata says about one pending notification. */
function findingOf(
  deps: RecoveryDeps,
  profileId: string,
  row: SendRow,
  result: { ok: boolean; value?: unknown; error?: unknown },
): PartRecord {
  if (!result.ok) {
    if (isNotFound(result.error)) return { outcome: 'unknown' };
    const { fix, ...error } = groupUrlError(result.error, deps.context(profileId, row.url));
    // The URL's metadata is refused for the reason its publish would have been: it did not arrive.
    if (error.group === 'ownership')
      return { outcome: 'failed', error: { ...error, at: deps.now() }, fix, requeue: false };
    throw result.error;
  }
  const landed = landedTime(result.value, row.type, { profileId, at: row.sentAt }, deps.clock);
  return landed === null ? { outcome: 'unknown' } : { outcome: 'ok', notifyTime: landed };
}

/** Resolves every pending notification of the profile; throws (leaving the rest pending) if the service fails. */
export async function resolvePending(deps: RecoveryDeps, profileId: string): Promise<number> {
  const rows = deps.store.pending(profileId);
  for (let start = 0; start < rows.length;) {
    const granted = deps.budget.take(profileId, Math.min(MAX_BATCH_PARTS, rows.length - start));
    if (granted === 0) {
      await deps.sleepUntil(deps.budget.nextFreeAt(profileId));
      continue;
    }
    const chunk = rows.slice(start, start + granted);
    const results = await deps.indexing.batch(
      profileId,
      chunk.map((row) => ({ method: 'urlNotifications.getMetadata', params: { url: row.url } })),
    );
    const parts = chunk.map((row, i) => ({ row, part: findingOf(deps, profileId, row, results[i]!) }));
    deps.store.recordBatch(profileId, parts, (row, part) =>
      deps.journal.recordFinding(row.opId, {
        outcome: part.outcome === 'ok' ? 'ok' : 'failed',
        response:
          part.outcome === 'ok'
            ? { found: 'The service has it', notifyTime: new Date(part.notifyTime).toISOString() }
            : part.outcome === 'failed'
              ? { found: part.error.message }
              : { found: 'The service never got it: the URL is queued again' },
      }),
    );
    start += granted;
  }
  return rows.length;
}
