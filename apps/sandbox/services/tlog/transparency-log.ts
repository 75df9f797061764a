// The log's state: entries (global order, durable), one tree per shard, the UUID and search indexes.
// Appends go through group commit: a batch is written and fsync'd once, and only then does any entry in it
// count toward tree sizes, roots and answers, so everything a client saw survives kill -9 and every tree
// head ever signed is a prefix of every later one. Rotation runs between commits.
import { toHex } from '../../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../../src-main/verification/tlog/rfc6962';
import { GroupCommit } from '../../persistence/group-commit';
import type { AppendOnlyFile } from '../../persistence/append-only-file';
import { readTextIfExists } from '../../persistence/durable-files';
import { openEntryFile, toRecordLine, type StoredEntry } from './entry-records';
import { entriesPath, logStatePath } from './log-files';
import { writeSeed, type SeedPlan } from './seed/write-seed';
import type { CanonicalEntry } from './kinds/canonical-entry';
import { SearchIndex } from './search-index';
import { newLogState, randomTreeId, readLogState, writeLogState, type LogState } from './shard-registry';
import { buildShard, shardOf, type Shard } from './shards';
import { indexKeysFromBody } from './stored-body-keys';

/** Signs a shard's final tree head when it is frozen. */
export type FreezeSigner = (treeId: string, treeSize: number, rootHash: Uint8Array) => string;

export interface OpenLogOptions {
  keyName: string;
  freeze: FreezeSigner;
  /** Entries written on first start (no entry file yet). */
  seed?: () => Promise<SeedPlan>;
  /** Largest batch per write + fsync; 1 = one fsync per entry. */
  maxBatch?: number;
  log?: (line: string) => void;
}

export interface AppendOutcome {
  entry: StoredEntry;
  /** True when an equal entry was already in the active shard (Rekor's 409). */
  duplicate: boolean;
}

interface PendingAppend {
  entry: CanonicalEntry;
  leafHash: Uint8Array;
}

export class RotationRefused extends Error {}

export { entriesPath, logStatePath };
export type { SeedPlan };

export class TransparencyLog {
  readonly search = new SearchIndex();
  private readonly byLeafHash = new Map<string, number[]>();
  private readonly inflight = new Map<string, Promise<StoredEntry>>();
  private readonly commits: GroupCommit<PendingAppend, StoredEntry>;

  private constructor(
    private readonly dir: string,
    private state: LogState,
    readonly shards: Shard[],
    private readonly entries: StoredEntry[],
    private readonly file: AppendOnlyFile,
    private readonly freeze: FreezeSigner,
    maxBatch: number,
  ) {
    for (const entry of entries) this.index(entry);
    this.commits = new GroupCommit((items) => this.commitBatch(items), maxBatch);
  }

  static async open(dir: string, options: OpenLogOptions): Promise<TransparencyLog> {
    const log = options.log ?? (() => undefined);
    if (options.seed && (await readTextIfExists(entriesPath(dir))) === undefined) {
      await writeSeed(dir, { keyName: options.keyName, freeze: options.freeze, log }, await options.seed());
    }
    let state = await readLogState(logStatePath(dir));
    if (!state) {
      state = newLogState(options.keyName);
      await writeLogState(logStatePath(dir), state);
    }
    const { file, entries, discardedTailBytes } = await openEntryFile(entriesPath(dir));
    if (discardedTailBytes > 0)
      log(`tlog: dropped ${discardedTailBytes} bytes of an unfinished append (never acknowledged)`);
    try {
      const shards = state.shards.map((record, i) => {
        const end =
          i === state.shards.length - 1 ? entries.length : record.firstIndex + record.frozen!.treeSize;
        if (end > entries.length)
          throw new Error(
            `shard ${record.treeID} needs entries up to ${end} but the file has ${entries.length}`,
          );
        return buildShard(record, entries, end);
      });
      return new TransparencyLog(dir, state, shards, entries, file, options.freeze, options.maxBatch ?? 4096);
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  get size(): number {
    return this.entries.length;
  }

  get activeShard(): Shard {
    return this.shards.at(-1)!;
  }

  get commitStats() {
    return this.commits.stats;
  }

  entry(logIndex: number): StoredEntry | undefined {
    return this.entries[logIndex];
  }

  shardOf(logIndex: number): Shard | undefined {
    return shardOf(this.shards, logIndex);
  }

  shardById(treeId: string): Shard | undefined {
    return this.shards.find((shard) => shard.treeId === treeId);
  }

  /** Global indices of entries with this leaf hash (one per shard it was logged in), ascending. */
  findByLeafHash(leafHashHex: string): readonly number[] {
    return this.byLeafHash.get(leafHashHex.toLowerCase()) ?? [];
  }

  /**
   * Appends durably, or reports the equal entry already in the active shard. Like Trillian under Rekor,
   * duplicates are detected per tree: an entry from a frozen shard may be logged again in the active one.
   */
  async append(entry: CanonicalEntry): Promise<AppendOutcome> {
    const leafHash = hashLeaf(entry.body);
    const hex = toHex(leafHash);
    const active = this.activeShard;
    const existing = this.findByLeafHash(hex).find((i) => i >= active.firstIndex);
    if (existing !== undefined) return { entry: this.entries[existing]!, duplicate: true };
    const pending = this.inflight.get(hex);
    if (pending) return { entry: await pending, duplicate: true };
    const committed = this.commits.submit({ entry, leafHash });
    this.inflight.set(hex, committed);
    try {
      return { entry: await committed, duplicate: false };
    } finally {
      this.inflight.delete(hex);
    }
  }

  /** Freezes the active shard with a signed tree head and starts a new tree; global indices run on. */
  rotate(): Promise<{ frozen: Shard; active: Shard }> {
    return this.commits.exclusive(async () => {
      const current = this.activeShard;
      const treeSize = current.tree.size;
      if (treeSize === 0)
        throw new RotationRefused('the active shard is empty; log an entry before rotating');
      const rootHash = current.tree.rootHash(treeSize);
      const frozenHead = {
        treeSize,
        rootHash: toHex(rootHash),
        signedTreeHead: this.freeze(current.treeId, treeSize, rootHash),
      };
      const next = {
        treeID: randomTreeId(this.state.shards.map((s) => s.treeID)),
        firstIndex: this.entries.length,
      };
      const state: LogState = {
        ...this.state,
        shards: [
          ...this.state.shards.slice(0, -1),
          { ...this.state.shards.at(-1)!, frozen: frozenHead },
          next,
        ],
      };
      await writeLogState(logStatePath(this.dir), state);
      this.state = state;
      current.frozen = frozenHead;
      const active = buildShard(next, this.entries, this.entries.length);
      this.shards.push(active);
      return { frozen: current, active };
    });
  }

  async close(): Promise<void> {
    await this.commits.drain();
    await this.file.close();
  }

  private async commitBatch(items: PendingAppend[]): Promise<StoredEntry[]> {
    const integratedTime = Math.floor(Date.now() / 1000);
    const start = this.entries.length;
    const stored: StoredEntry[] = items.map(({ entry, leafHash }, i) => ({
      logIndex: start + i,
      integratedTime,
      body: entry.body,
      leafHash,
      indexKeys: entry.indexKeys,
      ...(entry.attestation ? { attestation: entry.attestation } : {}),
    }));
    await this.file.append(stored.map(toRecordLine));
    const active = this.activeShard;
    for (const entry of stored) {
      this.entries.push(entry);
      active.tree.append(entry.leafHash);
      this.index(entry);
    }
    return stored;
  }

  private index(entry: StoredEntry): void {
    const hex = toHex(entry.leafHash);
    const list = this.byLeafHash.get(hex);
    if (list) list.push(entry.logIndex);
    else this.byLeafHash.set(hex, [entry.logIndex]);
    this.search.add(entry.logIndex, entry.indexKeys ?? indexKeysFromBody(entry.body));
  }
}
