// Finding entries by UUID (64 hex: the leaf hash, searched in every shard, active first) or entry ID
// (80 hex: 16-hex tree ID + UUID, searched in that shard only), as sigstore/rekor:pkg/api/entries.go
// retrieveLogEntry and pkg/sharding/sharding.go do. Tree ID 0 is invalid there; an unknown one is refused
// here too rather than silently finding nothing.
import type { TransparencyLog } from '../transparency-log';
import { inShard } from '../shards';

export const ENTRY_UUID_PATTERN = /^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$/;

export type EntryLookup =
  { kind: 'found'; logIndex: number } | { kind: 'not-found' } | { kind: 'invalid'; message: string };

/** `id` must already match ENTRY_UUID_PATTERN. */
export function lookupEntry(log: TransparencyLog, id: string): EntryLookup {
  const lower = id.toLowerCase();
  const uuid = lower.slice(-64);
  const matches = log.findByLeafHash(uuid);
  if (lower.length === 64) {
    // Active shard first, then the frozen ones in order (retrieveLogEntry's search order).
    const ordered = [log.activeShard, ...log.shards.slice(0, -1)];
    for (const shard of ordered) {
      const hit = matches.find((i) => inShard(shard, i));
      if (hit !== undefined) return { kind: 'found', logIndex: hit };
    }
    return { kind: 'not-found' };
  }
  const treeId = BigInt(`0x${lower.slice(0, 16)}`);
  if (treeId === 0n || treeId > 2n ** 63n - 1n)
    return { kind: 'invalid', message: `incorrectly formatted uuid ${id}` };
  const shard = log.shardById(treeId.toString(10));
  if (!shard) {
    return {
      kind: 'invalid',
      message: `incorrectly formatted uuid ${id}: tree ID ${treeId} is not a shard of this log`,
    };
  }
  const hit = matches.find((i) => inShard(shard, i));
  return hit === undefined ? { kind: 'not-found' } : { kind: 'found', logIndex: hit };
}
