// Rekor shards (sigstore/rekor:pkg/sharding/ranges.go): the log is a sequence of Trillian trees; a global
// ("virtual") index counts across all of them, a shard index within one.

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

/** Rekor v1 checkpoint origin "<host> - <tree ID>" (pkg/util/checkpoint.go); null for other origins (Rekor v2). */
export function parseRekorOrigin(origin: string): { host: string; treeId: bigint } | null {
  const match = /^(.+) - ([1-9][0-9]{0,18})$/.exec(origin);
  const treeId = match ? BigInt(match[2]!) : null;
  return treeId === null || treeId > 2n ** 63n - 1n ? null : { host: match![1]!, treeId };
}
