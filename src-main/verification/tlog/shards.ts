// Rekor shards (sigstore/rekor:pkg/sharding/ranges.go): the log is a sequence of Trillian trees; a global
// ("virtual") index counts across all of them, a shard index within one. Inactive shards come first, in
// order, with their final lengths; the active shard is last.

export interface ShardRange {
  treeId: bigint;
  /** Entries in the shard; null for the active shard, which is still growing. */
  length: bigint | null;
}

export class ShardIndexError extends Error {
  override readonly name = 'ShardIndexError';
}

/** ranges.go ResolveVirtualIndex: subtract each earlier shard's length until the index falls inside one. */
export function shardIndexFromGlobal(
  ranges: readonly ShardRange[],
  globalIndex: bigint,
): { treeId: bigint; shardIndex: bigint } {
  if (globalIndex < 0n) throw new ShardIndexError(`global index ${globalIndex} is negative`);
  let remaining = globalIndex;
  for (const range of ranges) {
    if (range.length === null || remaining < range.length)
      return { treeId: range.treeId, shardIndex: remaining };
    remaining -= range.length;
  }
  throw new ShardIndexError(`global index ${globalIndex} is beyond the ${ranges.length} known shards`);
}

/** ranges.go VirtualLogIndex: the lengths of all earlier shards plus the shard index. */
export function globalIndexFromShard(
  ranges: readonly ShardRange[],
  treeId: bigint,
  shardIndex: bigint,
): bigint {
  return shardOffset(ranges, treeId) + shardIndex;
}

/** The global index of a shard's first entry. */
export function shardOffset(ranges: readonly ShardRange[], treeId: bigint): bigint {
  let offset = 0n;
  for (const range of ranges) {
    if (range.treeId === treeId) return offset;
    if (range.length === null) break;
    offset += range.length;
  }
  throw new ShardIndexError(`tree ID ${treeId} is not one of the known shards`);
}

/**
 * Global offsets of public Sigstore shards, derived from real entries (global − shard index) and the
 * omniwitness configuration (transparency-dev/witness:omniwitness/logs.yaml); staging's first shard (461
 * entries) has no published tree ID, so offsets are listed rather than lengths.
 */
export const KNOWN_SHARD_OFFSETS: ReadonlyMap<string, { host: string; offset: bigint }> = new Map([
  ['3904496407287907110', { host: 'rekor.sigstore.dev', offset: 0n }],
  ['2605736670972794746', { host: 'rekor.sigstore.dev', offset: 4_163_431n }],
  ['1193050959916656506', { host: 'rekor.sigstore.dev', offset: 121_904_262n }],
  ['108574341321668964', { host: 'rekor.sigstage.dev', offset: 461n }],
  ['8050909264565447525', { host: 'rekor.sigstage.dev', offset: 14_819n }],
  ['8202293616175992157', { host: 'rekor.sigstage.dev', offset: 31_682_412n }],
]);

type RekorOrigin = Readonly<{ host: string; treeId: bigint }>;
/** The origin read last: the entries of a list share their checkpoint, so each reads the same one. */
let lastOrigin: { text: string; parsed: RekorOrigin | null } | null = null;

/** Rekor v1 checkpoint origin "<host> - <tree ID>" (pkg/util/checkpoint.go); null for other origins (Rekor v2). */
export function parseRekorOrigin(origin: string): RekorOrigin | null {
  if (lastOrigin?.text === origin) return lastOrigin.parsed;
  const match = /^(.+) - ([1-9][0-9]{0,18})$/.exec(origin);
  const treeId = match ? BigInt(match[2]!) : null;
  const parsed =
    treeId === null || treeId > 2n ** 63n - 1n ? null : Object.freeze({ host: match![1]!, treeId });
  lastOrigin = { text: origin, parsed };
  return parsed;
}
