// The send queue's rows: the queue columns of `urls` (queue_*, last_error, error_group, last_*_at) and the
// `url_sends` table, one row per notification sent or being sent. A batch is written down (its URLs `sending`,
// its rows `pending`, its journal operations begun) in one transaction before it goes, and its answers are
// recorded in one transaction before the next goes, so a killed process leaves only `pending` rows to resolve.
import type { NotificationType, UrlError } from '../../../src-shared/contract/schemas/urls';
import type { Database } from '../store/database';

export interface QueuedUrl {
  url: string;
  type: NotificationType;
}

export interface SendRow {
  id: number;
  url: string;
  type: NotificationType;
  sentAt: number;
  opId: string;
}

/** How a notification ended, as recorded for its row and its URL. */
export type PartRecord =
  | { outcome: 'ok'; notifyTime: number }
  /** `requeue`: the URL goes back to the queue (the quota, or a refusal of the account) rather than failing. */
  | { outcome: 'failed'; error: UrlError; fix: string; requeue: boolean }
  /** The notification was not found at the service after a crash: the URL goes back to the queue. */
  | { outcome: 'unknown' };

export interface SendCandidate {
  url: string;
  lastUpdatedAt: number | null;
  lastDeletedAt: number | null;
  preflight: string | null;
  queueState: string | null;
}

const IN_LIST = 'url IN (SELECT value FROM json_each(?))';

export function createQueueStore(db: Database) {
  const candidates = db.prepare<[string, string], SendCandidate>(
    `SELECT url, last_updated_at AS lastUpdatedAt, last_deleted_at AS lastDeletedAt, preflight,
       queue_state AS queueState FROM urls WHERE profile_id = ? AND ${IN_LIST}`,
  );
  const putQueue = db.prepare<[string | null, string | null, string | null, number, string, string]>(
    'UPDATE urls SET queue_state = ?, queue_type = ?, queue_reason = ?, queue_at = ? WHERE profile_id = ? AND url = ?',
  );
  const counts = db.prepare<[string], { state: string; n: number }>(
    'SELECT queue_state AS state, count(*) AS n FROM urls WHERE profile_id = ? AND queue_state IS NOT NULL GROUP BY queue_state',
  );
  const oldest = db.prepare<[string, number], QueuedUrl>(
    `SELECT url, queue_type AS type FROM urls WHERE profile_id = ? AND queue_state = 'queued'
       ORDER BY queue_at, seq LIMIT ?`,
  );
  const markSending = db.prepare<[string, string]>(
    "UPDATE urls SET queue_state = 'sending' WHERE profile_id = ? AND url = ?",
  );
  const insertSend = db.prepare<[string, string, string, string, string, number, string]>(
    `INSERT INTO url_sends (profile_id, url, type, batch_id, service_day, sent_at, outcome, op_id)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
  );
  const putSend = db.prepare<[string, number | null, string | null, string | null, number | null, number]>(
    'UPDATE url_sends SET outcome = ?, status = ?, error_group = ?, message = ?, notify_time = ? WHERE id = ?',
  );
  const dropSend = db.prepare<[number]>('DELETE FROM url_sends WHERE id = ?');
  const putSent = db.prepare<[number, number, number, number, string, string]>(
    `UPDATE urls SET queue_state = 'sent', queue_reason = NULL, last_error = NULL, error_group = NULL,
       last_updated_at = CASE WHEN ? THEN ? ELSE last_updated_at END,
       last_deleted_at = CASE WHEN ? THEN ? ELSE last_deleted_at END WHERE profile_id = ? AND url = ?`,
  );
  const putFailed = db.prepare<[string, string | null, string | null, string | null, string, string]>(
    `UPDATE urls SET queue_state = ?, queue_reason = ?, last_error = ?, error_group = ?
       WHERE profile_id = ? AND url = ?`,
  );
  // Every part the service accepted or may have received counts against the day, as at the service; a part
  // it refused (ownership, the spent quota) did not publish anything.
  const used = db
    .prepare<[string, string], number>(
      "SELECT count(*) FROM url_sends WHERE profile_id = ? AND service_day = ? AND outcome != 'failed'",
    )
    .pluck();
  const quotaRefused = db
    .prepare<[string, string], number>(
      "SELECT count(*) FROM url_sends WHERE profile_id = ? AND service_day = ? AND error_group = 'quota'",
    )
    .pluck();
  const pending = db.prepare<[string], SendRow>(
    `SELECT id, url, type, sent_at AS sentAt, op_id AS opId FROM url_sends
       WHERE profile_id = ? AND outcome = 'pending' ORDER BY id`,
  );
  const withQueued = db
    .prepare<[], string>(
      "SELECT DISTINCT profile_id FROM urls WHERE queue_state IN ('queued', 'sending') ORDER BY profile_id",
    )
    .pluck();
  const lastSent = db
    .prepare<[string], string>(
      "SELECT url FROM url_sends WHERE profile_id = ? AND outcome = 'ok' ORDER BY id DESC LIMIT 1",
    )
    .pluck();
  const anyUrl = db.prepare<[string], string>('SELECT url FROM urls WHERE profile_id = ? LIMIT 1').pluck();
  const cancel = db.prepare<[string, string]>(
    `UPDATE urls SET queue_state = NULL, queue_type = NULL, queue_reason = NULL, queue_at = NULL
       WHERE profile_id = ? AND ${IN_LIST} AND queue_state IN ('queued', 'held')`,
  );
  const site = db
    .prepare<[string, string], string | null>('SELECT site FROM urls WHERE profile_id = ? AND url = ?')
    .pluck();
  const putNotified = db.prepare<[number | null, number | null, string, string]>(
    `UPDATE urls SET last_updated_at = coalesce(?, last_updated_at), last_deleted_at = coalesce(?, last_deleted_at)
       WHERE profile_id = ? AND url = ?`,
  );

  /** Writes one part's outcome to its row and its URL. */
  function record(profileId: string, row: SendRow, part: PartRecord): void {
    if (part.outcome === 'ok') {
      putSend.run('ok', 200, null, null, part.notifyTime, row.id);
      const updated = row.type === 'URL_UPDATED' ? 1 : 0;
      putSent.run(updated, part.notifyTime, 1 - updated, part.notifyTime, profileId, row.url);
    } else if (part.outcome === 'failed') {
      const { error } = part;
      putSend.run('failed', error.status, error.group, error.message, null, row.id);
      const state = part.requeue ? 'queued' : 'failed';
      putFailed.run(state, error.message, JSON.stringify(error), error.group, profileId, row.url);
    } else {
      putSend.run(
        'unknown',
        null,
        null,
        'Not found at the service after a restart: queued again',
        null,
        row.id,
      );
      putFailed.run('queued', null, null, null, profileId, row.url);
    }
  }

  return {
    candidates: (profileId: string, urls: readonly string[]) =>
      candidates.all(profileId, JSON.stringify(urls)),

    /** Puts each URL in `state` (null: off the queue) for `type`, with the reason. */
    setQueue: db.transaction(
      (
        profileId: string,
        entries: ReadonlyArray<{ url: string; state: 'queued' | 'held' | null; reason: string | null }>,
        type: NotificationType,
        at: number,
      ) => {
        for (const { url, state, reason } of entries)
          putQueue.run(state, state && type, reason, at, profileId, url);
      },
    ),

    counts(profileId: string): Record<string, number> {
      return Object.fromEntries(counts.all(profileId).map(({ state, n }) => [state, n]));
    },

    oldestQueued: (profileId: string, limit: number) => oldest.all(profileId, limit),

    /** Marks the batch's URLs `sending` and writes their pending rows, each with the journal operation `begin` opens. */
    beginBatch: db.transaction(
      (
        profileId: string,
        batch: { id: string; day: string; at: number },
        urls: readonly QueuedUrl[],
        begin: (url: QueuedUrl) => string,
      ): SendRow[] =>
        urls.map((item) => {
          markSending.run(profileId, item.url);
          const opId = begin(item);
          const { lastInsertRowid } = insertSend.run(
            profileId,
            item.url,
            item.type,
            batch.id,
            batch.day,
            batch.at,
            opId,
          );
          return { id: Number(lastInsertRowid), url: item.url, type: item.type, sentAt: batch.at, opId };
        }),
    ),

    /** Records every part of an answered batch; `complete` completes each one's journal operation. */
    recordBatch: db.transaction(
      (
        profileId: string,
        parts: ReadonlyArray<{ row: SendRow; part: PartRecord }>,
        complete: (row: SendRow, part: PartRecord) => void,
      ) => {
        for (const { row, part } of parts) {
          record(profileId, row, part);
          complete(row, part);
        }
      },
    ),

    /** A batch the service refused as a whole published nothing: its rows go, its URLs wait in the queue. */
    dropBatch: db.transaction(
      (profileId: string, rows: readonly SendRow[], complete: (row: SendRow) => void) => {
        for (const row of rows) {
          dropSend.run(row.id);
          putFailed.run('queued', null, null, null, profileId, row.url);
          complete(row);
        }
      },
    ),

    usedOn: (profileId: string, day: string) => used.get(profileId, day) ?? 0,
    quotaRefusedOn: (profileId: string, day: string) => (quotaRefused.get(profileId, day) ?? 0) > 0,
    pending: (profileId: string) => pending.all(profileId),
    profilesWithQueued: () => withQueued.all(),
    /** A URL to ask the service about when all that is wanted is its clock: the last one sent, else any. */
    probeUrl: (profileId: string) => lastSent.get(profileId) ?? anyUrl.get(profileId) ?? null,
    /** Takes queued and held URLs off the queue; answers how many. */
    cancel: (profileId: string, urls: readonly string[]) =>
      cancel.run(profileId, JSON.stringify(urls)).changes,
    /** The Search Console property the URL falls under, when known. */
    siteOf: (profileId: string, url: string) => site.get(profileId, url) ?? null,
    /** Notify times read from the service's metadata. */
    setNotified(profileId: string, url: string, times: { updated: number | null; deleted: number | null }) {
      putNotified.run(times.updated, times.deleted, profileId, url);
    },
  };
}

export type QueueStore = ReturnType<typeof createQueueStore>;
