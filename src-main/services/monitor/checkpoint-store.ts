import { z } from 'zod';
import { CheckpointRecord } from '../../../src-shared/contract/schemas/monitor';
import type { Database } from '../store/database';

/** Per shard; the last trusted checkpoint is kept in the shard's row, so pruning never loses it. */
const MAX_CHECKPOINTS_PER_SHARD = 1000;

const TrustedHead = z.object({
  size: z.string(),
  rootHash: z.string(),
  note: z.string(),
  fetchedAt: z.number(),
});
export type TrustedHead = z.infer<typeof TrustedHead>;

const RECORD_COLUMNS = `tree_id || '-' || seq AS id, tree_id AS treeID, size, root_hash AS rootHash, note,
  fetched_at AS fetchedAt, coalesce(last_seen_at, fetched_at) AS lastSeenAt, signature, consistency, detail, trace`;
type RecordRow = Omit<CheckpointRecord, 'trace'> & { trace: string | null };

/** Rows that no longer read as what they hold are left out rather than failing every call. */
function recordOf(row: RecordRow): CheckpointRecord[] {
  const parsed = CheckpointRecord.safeParse({
    ...row,
    trace: row.trace === null ? null : JSON.parse(row.trace),
  });
  return parsed.success ? [parsed.data] : [];
}

function trustedHeadOf(json: string | null | undefined): TrustedHead | null {
  const parsed = TrustedHead.safeParse(json == null ? null : JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** What a poll found, before it is stored. */
export type NewCheckpoint = Omit<CheckpointRecord, 'id' | 'lastSeenAt'>;

/**
 * Whether a poll found what the shard's newest record already says: the same signed tree head with the
 * same verdict (or 'same', the verdict for seeing the trusted head again). Such a poll is not a new record,
 * only a later sighting, so a quiet log does not bury its history under identical rows.
 */
function unchanged<Row extends RecordRow>(last: Row | undefined, next: NewCheckpoint): last is Row {
  return (
    last !== undefined &&
    last.size === next.size &&
    last.rootHash === next.rootHash &&
    last.signature === next.signature &&
    (next.consistency === 'same' || next.consistency === last.consistency)
  );
}

/**
 * Every checkpoint the monitor fetched, per log (its base URL, so profiles
 * naming the same log share one history) and shard, and the last
 * trusted tree head of each shard (what the next checkpoint must be
 * consistent with). An unchanged poll updates the newest record's
 * last-seen time instead of adding one. All in the database, so it
 * survives restarts.
 */
export function createCheckpointStore(deps: { db: Database }) {
  const { db } = deps;
  const lastTrusted = db
    .prepare<[string, string], string | null>(
      'SELECT last_trusted FROM monitor_shards WHERE log = ? AND tree_id = ?',
    )
    .pluck();
  const nextSeq = db
    .prepare<[string, string], number>(
      'SELECT coalesce(max(seq) + 1, 0) FROM monitor_checkpoints WHERE log = ? AND tree_id = ?',
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO monitor_checkpoints
       (log, tree_id, seq, size, root_hash, note, fetched_at, signature, consistency, detail, trace)
     VALUES (@log, @treeID, @seq, @size, @rootHash, @note, @fetchedAt, @signature, @consistency, @detail, @trace)`,
  );
  const newest = db.prepare<[string, string], RecordRow & { seq: number }>(
    `SELECT seq, ${RECORD_COLUMNS} FROM monitor_checkpoints WHERE log = ? AND tree_id = ? ORDER BY seq DESC LIMIT 1`,
  );
  const seenAgain = db.prepare(
    'UPDATE monitor_checkpoints SET last_seen_at = ? WHERE log = ? AND tree_id = ? AND seq = ?',
  );
  const prune = db.prepare('DELETE FROM monitor_checkpoints WHERE log = ? AND tree_id = ? AND seq <= ?');
  const saveShard = db.prepare(
    `INSERT INTO monitor_shards (log, tree_id, last_trusted) VALUES (?, ?, ?)
     ON CONFLICT (log, tree_id) DO UPDATE SET last_trusted = coalesce(excluded.last_trusted, last_trusted)`,
  );
  const shards = db.prepare<[string], { treeID: string; checkpoints: number; lastTrusted: string | null }>(
    `SELECT tree_id AS treeID, last_trusted AS lastTrusted,
       (SELECT count(*) FROM monitor_checkpoints c WHERE c.log = s.log AND c.tree_id = s.tree_id) AS checkpoints
     FROM monitor_shards s WHERE log = ? ORDER BY tree_id`,
  );
  const history = db.prepare<{ log: string; treeID: string | null; limit: number }, RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM monitor_checkpoints WHERE log = @log AND coalesce(tree_id = @treeID, 1)
     ORDER BY fetched_at DESC, seq DESC LIMIT @limit`,
  );

  const append = db.transaction(
    (log: string, record: NewCheckpoint, trusted: TrustedHead | null): CheckpointRecord => {
      const last = newest.get(log, record.treeID);
      if (unchanged(last, record)) {
        // The trusted head, if this is it, stays as first trusted: "trusted since" keeps its meaning.
        seenAgain.run(record.fetchedAt, log, record.treeID, last.seq);
        const { seq: _seq, ...row } = last;
        return (
          recordOf({ ...row, lastSeenAt: record.fetchedAt })[0] ?? {
            ...record,
            id: last.id,
            lastSeenAt: record.fetchedAt,
          }
        );
      }
      const seq = nextSeq.get(log, record.treeID)!;
      const trace = record.trace === null ? null : JSON.stringify(record.trace);
      insert.run({ ...record, log, seq, trace });
      prune.run(log, record.treeID, seq - MAX_CHECKPOINTS_PER_SHARD);
      saveShard.run(log, record.treeID, trusted === null ? null : JSON.stringify(trusted));
      return { ...record, id: `${record.treeID}-${seq}`, lastSeenAt: record.fetchedAt };
    },
  );

  return {
    lastTrusted: (log: string, treeID: string): TrustedHead | null =>
      trustedHeadOf(lastTrusted.get(log, treeID)),

    /**
     * Appends a record, `trusted` (when given) becoming the shard's last trusted head; or, when the poll
     * found the shard unchanged, marks the newest record seen again. Returns the record kept.
     */
    append: async (log: string, record: NewCheckpoint, trusted: TrustedHead | null) =>
      append(log, record, trusted),

    /** Per shard: how many records are kept and the last trusted head. */
    summary(log: string) {
      return shards.all(log).map((s) => {
        const head = trustedHeadOf(s.lastTrusted);
        return {
          treeID: s.treeID,
          checkpoints: s.checkpoints,
          lastTrusted: head ? { size: head.size, rootHash: head.rootHash, fetchedAt: head.fetchedAt } : null,
        };
      });
    },

    /** Newest first, for one shard or all of a profile's shards. */
    history(log: string, treeID: string | undefined, limit: number): CheckpointRecord[] {
      return history.all({ log, treeID: treeID ?? null, limit }).flatMap(recordOf);
    },
  };
}

export type CheckpointStore = ReturnType<typeof createCheckpointStore>;
