// What clients are shown: LogEntry, LogInfo and proofs in Rekor's wire shapes (rekor-openapi.yaml), built
// from the log's state with the active log faults applied. Entry responses follow sigstore/rekor:pkg/api/entries.go
// (logEntryFromLeaf): the inclusion proof at the shard's current size with its checkpoint, and a SET over the
// canonical {body, integratedTime, logID, logIndex} with the global index (entry-timestamps.ts).
import { toHex } from '../../../../src-main/verification/tlog/encoding';
import type { CheckpointNotary } from './checkpoint-signer';
import type { StoredEntry } from './entry-records';
import { EntryTimestamps } from './entry-timestamps';
import type { TlogFaults } from './faults/tlog-faults';
import type { LogKey } from './log-identity';
import type { MerkleTree } from './merkle/merkle-tree';
import { shardSize, type Shard } from './shards';
import type { TransparencyLog } from './transparency-log';

export interface TreeHead {
  treeSize: number;
  rootHash: Uint8Array;
}

export interface ShardInfo {
  rootHash: string;
  signedTreeHead: string;
  treeID: string;
  treeSize: number;
}

/** Entries whose wire JSON is kept (about 2.5 KB each): the newest pages a list keeps asking for. */
const SERVED_JSON_ENTRIES = 4096;

export class LogView {
  private readonly timestamps = new EntryTimestamps();
  /** Global index → its LogEntry JSON and the shard size it was built at; only filled while no fault is on. */
  private readonly servedJson = new Map<number, { treeSize: number; json: string }>();

  constructor(
    readonly log: TransparencyLog,
    private readonly ownKey: LogKey,
    private readonly faults: TlogFaults,
    private readonly notary: CheckpointNotary,
  ) {}

  /** The key answers are signed with now (the rotatedKey fault swaps it). */
  get key(): LogKey {
    return this.faults.signingKey(this.ownKey);
  }

  /** The tree served for a shard: the real one, or the forked one under the forkedTree fault. */
  tree(shard: Shard): MerkleTree {
    return this.faults.forkFor(shard)?.treeFor(shard) ?? shard.tree;
  }

  head(shard: Shard): TreeHead {
    const treeSize = shardSize(shard);
    return { treeSize, rootHash: this.tree(shard).rootHash(treeSize) };
  }

  /** The signed note for a head; a frozen shard's own head is served exactly as it was signed when frozen. */
  checkpoint(shard: Shard, head: TreeHead): string {
    const key = this.key;
    const corrupt = this.faults.corruptCheckpoints;
    const frozen = shard.frozen;
    if (
      frozen &&
      !corrupt &&
      key === this.ownKey &&
      head.treeSize === frozen.treeSize &&
      toHex(head.rootHash) === frozen.rootHash
    ) {
      return frozen.signedTreeHead;
    }
    return this.notary.note(key, shard.treeId, head.treeSize, head.rootHash, corrupt);
  }

  shardInfo(shard: Shard): ShardInfo {
    const head = this.head(shard);
    return {
      rootHash: toHex(head.rootHash),
      signedTreeHead: this.checkpoint(shard, head),
      treeID: shard.treeId,
      treeSize: head.treeSize,
    };
  }

  /** GET /api/v1/log: the active shard, and every frozen one with its tree head. */
  logInfo(): ShardInfo & { inactiveShards: ShardInfo[] } {
    const shards = this.log.shards;
    const inactiveShards = shards.slice(0, -1).map((shard) => this.shardInfo(shard));
    return { inactiveShards, ...this.shardInfo(this.log.activeShard) };
  }

  /** 80 hex: the shard's tree ID and the entry's leaf hash. */
  entryId(shard: Shard, entry: StoredEntry): string {
    return `${shard.treeIdHex}${toHex(entry.leafHash)}`;
  }

  /** One LogEntry map ({entryID: entry}) for the entry at global `logIndex`. */
  logEntry(logIndex: number): { entryId: string; value: Record<string, unknown> } | undefined {
    const entry = this.log.entry(logIndex);
    const shard = this.log.shardOf(logIndex);
    if (!entry || !shard) return undefined;
    const key = this.key;
    const head = this.head(shard);
    const localIndex = logIndex - shard.firstIndex;
    const hashes = this.tree(shard)
      .inclusionProof(localIndex, head.treeSize)
      .map((hash) => toHex(hash));
    const body = Buffer.from(entry.body).toString('base64');
    const entryId = this.entryId(shard, entry);
    return {
      entryId,
      value: {
        [entryId]: {
          ...(entry.attestation
            ? { attestation: { data: Buffer.from(entry.attestation).toString('base64') } }
            : {}),
          body,
          integratedTime: entry.integratedTime,
          logID: key.logId,
          logIndex,
          verification: {
            inclusionProof: {
              checkpoint: this.checkpoint(shard, head),
              hashes: this.faults.tamper(hashes, 'inclusion'),
              logIndex: localIndex,
              rootHash: toHex(head.rootHash),
              treeSize: head.treeSize,
            },
            signedEntryTimestamp: this.timestamps.setFor(key, entry, body, logIndex),
          },
        },
      },
    };
  }

  /**
   * The LogEntry map of `logIndex` as compact JSON, as Rekor writes it. An entry's answer changes only when
   * its shard grows (a new proof, checkpoint and root) or a fault is switched, so while no fault is on it is
   * built once per shard size: lists ask for the same newest entries again and again.
   */
  logEntryJson(logIndex: number): string | undefined {
    const shard = this.log.shardOf(logIndex);
    if (!shard) return undefined;
    if (!this.faults.quiet) return this.builtJson(logIndex);
    const treeSize = shardSize(shard);
    const kept = this.servedJson.get(logIndex);
    if (kept?.treeSize === treeSize) return kept.json;
    const json = this.builtJson(logIndex);
    if (json === undefined) return undefined;
    this.servedJson.delete(logIndex);
    this.servedJson.set(logIndex, { treeSize, json });
    if (this.servedJson.size > SERVED_JSON_ENTRIES)
      this.servedJson.delete(this.servedJson.keys().next().value!);
    return json;
  }

  private builtJson(logIndex: number): string | undefined {
    const built = this.logEntry(logIndex);
    return built && JSON.stringify(built.value);
  }

  /** GET /api/v1/log/proof body for sizes already checked against the shard. */
  consistencyProof(
    shard: Shard,
    firstSize: number,
    lastSize: number,
  ): { rootHash: string; hashes: string[] } {
    const tree = this.tree(shard);
    const hashes = tree.consistencyProof(firstSize, lastSize).map((hash) => toHex(hash));
    return { rootHash: toHex(tree.rootHash(lastSize)), hashes: this.faults.tamper(hashes, 'consistency') };
  }
}
