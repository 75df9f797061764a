// <dataDir>/tlog/log.json: the log's shards in order. Like Rekor's sharding config
// (sigstore/rekor:pkg/sharding/ranges.go), each frozen shard has a fixed length, the last one is active, and
// global indices run on across them. A frozen shard keeps the signed tree head it was frozen with, so every
// later LogInfo serves the byte-identical note.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

const MAX_TREE_ID = 2n ** 63n - 1n;

const TreeId = z.string().regex(/^[1-9][0-9]{0,18}$/, 'a non-zero decimal tree ID');

const FrozenHeadSchema = z.strictObject({
  treeSize: z.number().int().min(1),
  rootHash: z.string().regex(/^[0-9a-f]{64}$/),
  signedTreeHead: z.string().min(1),
});

const ShardRecordSchema = z.strictObject({
  treeID: TreeId,
  firstIndex: z.number().int().min(0),
  frozen: FrozenHeadSchema.optional(),
});

const LogStateSchema = z.strictObject({
  keyName: z.string().min(1),
  createdAt: z.string(),
  shards: z.array(ShardRecordSchema).min(1),
});

/** The first layout (one tree, no shards list); read so existing data folders keep their tree. */
const SingleTreeStateSchema = z.strictObject({
  treeID: TreeId,
  keyName: z.string().min(1),
  createdAt: z.string(),
});

export type FrozenHead = z.infer<typeof FrozenHeadSchema>;
export type ShardRecord = z.infer<typeof ShardRecordSchema>;
export type LogState = z.infer<typeof LogStateSchema>;

/** A random non-zero 63-bit tree ID, like Trillian's (tree ID 0 is invalid in Rekor entry IDs). */
export function randomTreeId(avoid: readonly string[] = []): string {
  for (;;) {
    const id = randomBytes(8).readBigUInt64BE() & MAX_TREE_ID;
    if (id !== 0n && !avoid.includes(id.toString(10))) return id.toString(10);
  }
}

export function newLogState(keyName: string): LogState {
  return {
    keyName,
    createdAt: new Date().toISOString(),
    shards: [{ treeID: randomTreeId(), firstIndex: 0 }],
  };
}

/** Shards must tile the global index space in order: frozen ones first, exactly one active one last. */
function checkShards(shards: readonly ShardRecord[]): string | undefined {
  const ids = new Set<string>();
  let next = 0;
  for (const [i, shard] of shards.entries()) {
    if (BigInt(shard.treeID) > MAX_TREE_ID) return `tree ID ${shard.treeID} is wider than 63 bits`;
    if (ids.has(shard.treeID)) return `tree ID ${shard.treeID} appears twice`;
    ids.add(shard.treeID);
    if (shard.firstIndex !== next)
      return `shard ${shard.treeID} starts at ${shard.firstIndex}, expected ${next}`;
    const last = i === shards.length - 1;
    if (last && shard.frozen) return `the last shard (${shard.treeID}) must be the active one`;
    if (!last && !shard.frozen)
      return `shard ${shard.treeID} is not the last one but has no frozen tree head`;
    next = shard.firstIndex + (shard.frozen?.treeSize ?? 0);
  }
  return undefined;
}

export async function readLogState(path: string): Promise<LogState | undefined> {
  const text = await readTextIfExists(path);
  if (text === undefined) return undefined;
  let state: LogState;
  try {
    const json: unknown = JSON.parse(text);
    const single = SingleTreeStateSchema.safeParse(json);
    state = single.success
      ? {
          keyName: single.data.keyName,
          createdAt: single.data.createdAt,
          shards: [{ treeID: single.data.treeID, firstIndex: 0 }],
        }
      : LogStateSchema.parse(json);
  } catch (error) {
    throw new Error(`${path} is not valid log state: ${(error as Error).message}`, { cause: error });
  }
  const problem = checkShards(state.shards);
  if (problem) throw new Error(`${path}: ${problem}`);
  return state;
}

export async function writeLogState(path: string, state: LogState): Promise<void> {
  const problem = checkShards(state.shards);
  if (problem) throw new Error(`refusing to write ${path}: ${problem}`);
  await writeFileAtomic(path, `${JSON.stringify(state, null, 2)}\n`);
}
