// A shard in memory: its tree, where its leaves sit in the global index space, and (once frozen) the tree
// head it was frozen with. Global ↔ shard-local indices follow sigstore/rekor:pkg/sharding/ranges.go
// (VirtualLogIndex, ResolveVirtualIndex): local = global − the lengths of all earlier shards.
import { toHex } from '../../../../src-main/verification/tlog/encoding';
import type { StoredEntry } from './entry-records';
import { MerkleTree } from './merkle/merkle-tree';
import type { FrozenHead, ShardRecord } from './shard-registry';

export interface Shard {
  /** Decimal, as in LogInfo and checkpoint origins. */
  treeId: string;
  /** 16 hex digits, as the first part of 80-hex entry IDs (sigstore/rekor:pkg/sharding/sharding.go). */
  treeIdHex: string;
  firstIndex: number;
  tree: MerkleTree;
  frozen?: FrozenHead;
}

function treeIdHex(treeId: string): string {
  return BigInt(treeId).toString(16).padStart(16, '0');
}

/** Builds a shard's tree from the stored entries it spans, checking a frozen shard's recorded root. */
export function buildShard(record: ShardRecord, entries: readonly StoredEntry[], end: number): Shard {
  const tree = new MerkleTree();
  for (let i = record.firstIndex; i < end; i++) tree.append(entries[i]!.leafHash);
  if (record.frozen) {
    const root = toHex(tree.rootHash(record.frozen.treeSize));
    if (root !== record.frozen.rootHash) {
      throw new Error(
        `shard ${record.treeID} was frozen with root ${record.frozen.rootHash} but its entries give ${root}`,
      );
    }
  }
  return {
    treeId: record.treeID,
    treeIdHex: treeIdHex(record.treeID),
    firstIndex: record.firstIndex,
    tree,
    ...(record.frozen ? { frozen: record.frozen } : {}),
  };
}

export function inShard(shard: Shard, logIndex: number): boolean {
  return logIndex >= shard.firstIndex && logIndex < shard.firstIndex + shard.tree.size;
}

/** The shard holding global index `logIndex`, or undefined past the end. */
export function shardOf(shards: readonly Shard[], logIndex: number): Shard | undefined {
  return shards.find((shard) => inShard(shard, logIndex));
}

/** A shard's size as clients see it: its frozen size, or the active tree's current size. */
export function shardSize(shard: Shard): number {
  return shard.frozen?.treeSize ?? shard.tree.size;
}
