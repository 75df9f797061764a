import { z } from 'zod';
import { CheckpointRecord } from '../../../src-shared/contract/schemas/monitor';
import type { Database } from '../store/database';

/** One namespace per shard keeps a shard's history in key order; the shard index says where each is. */
const SHARDS_NAMESPACE = 'monitor-shards';
const shardKey = (log: string, treeID: string) => `${encodeURIComponent(log)}/${treeID}`;
const historyNamespace = (log: string, treeID: string) => `monitor-checkpoints/${shardKey(log, treeID)}`;
/** Per shard; the last trusted checkpoint is kept in the shard index, so pruning never loses it. */
export const MAX_CHECKPOINTS_PER_SHARD = 1000;

const TrustedHead = z.object({
  size: z.string(),
  rootHash: z.string(),
  note: z.string(),
  fetchedAt: z.number(),
});
export type TrustedHead = z.infer<typeof TrustedHead>;

const ShardState = z.object({
  log: z.string(),
  treeID: z.string(),
  next: z.number().int(),
  first: z.number().int(),
  lastTrusted: TrustedHead.nullable(),
});
type ShardState = z.infer<typeof ShardState>;

const seqKey = (seq: number) => String(seq).padStart(12, '0');

/**
 * Every checkpoint the monitor fetched, per log (its base URL, so profiles
 * naming the same log share one history) and shard, and the last
 * trusted tree head of each shard (what the next checkpoint must be
 * consistent with). All in the database, so it survives restarts.
 */
export function createCheckpointStore(deps: { db: Database }) {
  function shard(log: string, treeID: string): ShardState {
    const stored = ShardState.safeParse(deps.db.get(SHARDS_NAMESPACE, shardKey(log, treeID)));
    return stored.success ? stored.data : { log, treeID, next: 0, first: 0, lastTrusted: null };
  }

  function shards(log: string): ShardState[] {
    return deps.db
      .list<unknown>(SHARDS_NAMESPACE)
      .map(({ value }) => ShardState.safeParse(value))
      .flatMap((parsed) => (parsed.success && parsed.data.log === log ? [parsed.data] : []));
  }

  function records(log: string, treeID: string): CheckpointRecord[] {
    return deps.db
      .list<unknown>(historyNamespace(log, treeID))
      .map(({ value }) => CheckpointRecord.safeParse(value))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  }

  return {
    lastTrusted: (log: string, treeID: string): TrustedHead | null => shard(log, treeID).lastTrusted,

    /** Appends a record; `trusted` (when given) becomes the shard's last trusted head. */
    async append(
      log: string,
      record: Omit<CheckpointRecord, 'id'>,
      trusted: TrustedHead | null,
    ): Promise<CheckpointRecord> {
      const state = shard(log, record.treeID);
      const seq = state.next;
      const saved: CheckpointRecord = { ...record, id: `${record.treeID}-${seq}` };
      await deps.db.put(historyNamespace(log, record.treeID), seqKey(seq), saved);
      const next: ShardState = { ...state, next: seq + 1, lastTrusted: trusted ?? state.lastTrusted };
      while (next.next - next.first > MAX_CHECKPOINTS_PER_SHARD) {
        await deps.db.delete(historyNamespace(log, record.treeID), seqKey(next.first));
        next.first++;
      }
      await deps.db.put(SHARDS_NAMESPACE, shardKey(log, record.treeID), next);
      return saved;
    },

    /** Per shard: how many records are kept and the last trusted head. */
    summary(log: string) {
      return shards(log).map((s) => ({
        treeID: s.treeID,
        checkpoints: s.next - s.first,
        lastTrusted: s.lastTrusted
          ? { size: s.lastTrusted.size, rootHash: s.lastTrusted.rootHash, fetchedAt: s.lastTrusted.fetchedAt }
          : null,
      }));
    },

    /** Newest first, for one shard or all of a profile's shards. */
    history(log: string, treeID: string | undefined, limit: number): CheckpointRecord[] {
      const ids = treeID === undefined ? shards(log).map((s) => s.treeID) : [treeID];
      return ids
        .flatMap((id) => records(log, id).map((r, i) => ({ r, i })))
        .sort((a, b) => b.r.fetchedAt - a.r.fetchedAt || b.i - a.i)
        .slice(0, limit)
        .map(({ r }) => r);
    },
  };
}

export type CheckpointStore = ReturnType<typeof createCheckpointStore>;
