import { describe, expect, it } from 'vitest';
import { checkIndex } from '../../../../../src-main/verification/tlog/index-check';
import type { Checkpoint } from '../../../../../src-main/verification/tlog/checkpoint';
import type { TlogEntryFacts } from '../../../../../src-main/verification/tlog/tlog-entry-types';

describe('the index check passes only when the offset itself was checked', () => {
  const unknownTree = 1234567890123n;
  const facts = (treeId: bigint, logIndex: bigint, shardIndex: bigint) =>
    ({
      entryId: { treeId, treeIdHex: treeId.toString(16).padStart(16, '0') },
      logIndex,
      proof: { logIndex: shardIndex, treeSize: shardIndex + 1n, rootHash: new Uint8Array(32), hashes: [] },
    }) as unknown as TlogEntryFacts;
  const checkpointOf = (treeId: bigint) => ({ origin: `log.example - ${treeId}` }) as Checkpoint;

  it('says "not checked" when the tree IDs agree but the shard has no known offset', () => {
    const check = checkIndex(facts(unknownTree, 30n, 10n), checkpointOf(unknownTree), false);
    expect(check.ok).toBeNull();
    expect(check.detail).toMatch(/^not checked: /);
    expect(check.detail).toContain(
      `entry ID tree ${unknownTree.toString(16).padStart(16, '0')} = checkpoint tree`,
    );
    expect(check.detail).toContain('is not in the known-offsets table, so the offset is not checked');
  });

  it('passes when a known shard offset matches, and fails when the tree IDs disagree', () => {
    const known = 2605736670972794746n;
    expect(checkIndex(facts(known, 4_163_431n + 5n, 5n), checkpointOf(known), false).ok).toBe(true);
    expect(checkIndex(facts(unknownTree, 30n, 10n), checkpointOf(known), false).ok).toBe(false);
  });
});

describe('the index check where no known shard applies', () => {
  const facts = (logIndex: bigint, shardIndex: bigint) =>
    ({
      entryId: null,
      logIndex,
      proof: {
        logIndex: shardIndex,
        treeSize: shardIndex + 1n,
        rootHash: new Uint8Array(32),
        hashes: [],
        checkpoint: null,
      },
    }) as unknown as TlogEntryFacts;

  it('names the offset it could not check, and a known shard that starts there, entry after entry', () => {
    const notes = [
      [10n, 10n],
      [4_163_431n + 7n, 7n],
      [10n, 10n],
      [20n, 5n],
      [4_163_431n + 8n, 8n],
    ].map(([global, shard]) => checkIndex(facts(global!, shard!), null, false));
    expect(notes.map((c) => c.ok)).toEqual([null, null, null, null, null]);
    expect(notes[0]!.detail).toBe(
      'not checked: global 10 − shard index 10 = offset 0 (no checkpoint or entry ID names the shard, so the offset is not checked; that is where shard 3904496407287907110 of rekor.sigstore.dev starts)',
    );
    expect(notes[1]!.detail).toContain('offset 4163431 (no checkpoint or entry ID names the shard');
    expect(notes[1]!.detail).toContain('shard 2605736670972794746 of rekor.sigstore.dev starts');
    expect(notes[2]!.detail).toBe(notes[0]!.detail);
    expect(notes[3]!.detail).toBe(
      'not checked: global 20 − shard index 5 = offset 15 (no checkpoint or entry ID names the shard, so the offset is not checked)',
    );
    expect(notes[4]!.detail).toBe(
      notes[1]!.detail.replace('4163438', '4163439').replace('index 7', 'index 8'),
    );
  });
});
