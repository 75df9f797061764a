// First start: the seed's shards go to log.json, then all its entries to the entry file in one atomic
// write, so a crash in between leaves no entry file and the next start simply seeds again.
import { toHex } from '../../../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../../../src-main/verification/tlog/rfc6962';
import { writeEntryFile, type StoredEntry } from '../entry-records';
import type { CanonicalEntry } from '../kinds/canonical-entry';
import { entriesPath, logStatePath } from '../log-files';
import { newLogState, randomTreeId, writeLogState } from '../shard-registry';
import { buildShard } from '../shards';

export interface SeedPlan {
  entries: Array<{ entry: CanonicalEntry; integratedTime: number }>;
  /** How many of them form the first (then frozen) shard; 0 or all = no rotation. */
  firstShardSize: number;
}

export interface SeedWriteOptions {
  keyName: string;
  /** Signs the first shard's final tree head. */
  freeze: (treeId: string, treeSize: number, rootHash: Uint8Array) => string;
  log?: (line: string) => void;
}

/** First start: the seed's shards in log.json, then all its entries in one atomic file write. */
export async function writeSeed(dir: string, options: SeedWriteOptions, plan: SeedPlan): Promise<void> {
  const entries: StoredEntry[] = plan.entries.map(({ entry, integratedTime }, logIndex) => ({
    logIndex,
    integratedTime,
    body: entry.body,
    leafHash: hashLeaf(entry.body),
    indexKeys: entry.indexKeys,
    ...(entry.attestation ? { attestation: entry.attestation } : {}),
  }));
  const state = newLogState(options.keyName);
  const split = plan.firstShardSize;
  if (split > 0 && split < entries.length) {
    const first = buildShard(state.shards[0]!, entries, split);
    const rootHash = first.tree.rootHash();
    state.shards[0]!.frozen = {
      treeSize: split,
      rootHash: toHex(rootHash),
      signedTreeHead: options.freeze(first.treeId, split, rootHash),
    };
    state.shards.push({ treeID: randomTreeId([first.treeId]), firstIndex: split });
  }
  // log.json first: if the entry file is missing at the next start, both are simply written again.
  await writeLogState(logStatePath(dir), state);
  await writeEntryFile(entriesPath(dir), entries);
  options.log?.(`tlog: seeded ${entries.length} entries in ${state.shards.length} shard(s)`);
}
