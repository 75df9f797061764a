import { describe, expect, it } from 'vitest';
import { fromBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../../../src-main/verification/tlog/rfc6962';
import { EntryIdError, parseEntryId } from '../../../../../src-main/verification/tlog/entry-id';
import { parseRekorOrigin } from '../../../../../src-main/verification/tlog/shards';
import { checkIndex } from '../../../../../src-main/verification/tlog/index-check';
import type { TlogEntryFacts } from '../../../../../src-main/verification/tlog/tlog-entry-types';
import { fixtureJson } from '../../../../support/tlog-fixtures';

describe('entry IDs', () => {
  it('splits an 80-hex ID into tree ID and UUID, and the UUID is the leaf hash of the body', () => {
    const json = fixtureJson<Record<string, { body: string }>>(
      'entries/sigstore-java.jar-entry.prod-shard0.json',
    );
    const [id, value] = Object.entries(json)[0]!;
    const parsed = parseEntryId(id.toUpperCase());
    expect(parsed).toMatchObject({
      treeId: 3904496407287907110n,
      treeIdHex: '362f8ecba72f4326',
      entryId: id,
    });
    expect(toHex(hashLeaf(fromBase64(value.body)))).toBe(parsed.uuid);
  });

  it('accepts a bare 64-hex UUID and rejects malformed IDs', () => {
    expect(parseEntryId('a'.repeat(64))).toMatchObject({
      treeId: null,
      treeIdHex: null,
      uuid: 'a'.repeat(64),
    });
    expect(() => parseEntryId('0'.repeat(16) + 'a'.repeat(64))).toThrow(
      new EntryIdError('tree ID 0 is invalid (sharding.go rejects it)'),
    );
    expect(() => parseEntryId('a'.repeat(63))).toThrow(
      'an entry ID is 64 hex characters (UUID) or 80 (tree ID + UUID), not 63',
    );
    expect(() => parseEntryId('g'.repeat(64))).toThrow('is not hexadecimal');
    expect(() => parseEntryId('f'.repeat(80))).toThrow('does not fit a positive 64-bit integer');
  });
});

describe('shards', () => {
  it('reads the tree ID from Rekor v1 checkpoint origins only', () => {
    expect(parseRekorOrigin('rekor.sigstore.dev - 1193050959916656506')).toEqual({
      host: 'rekor.sigstore.dev',
      treeId: 1193050959916656506n,
    });
    expect(parseRekorOrigin('log2025-1.rekor.sigstore.dev')).toBeNull();
    expect(parseRekorOrigin('x - 01')).toBeNull();
    expect(parseRekorOrigin('b - 9223372036854775807')).toEqual({ host: 'b', treeId: 2n ** 63n - 1n });
    expect(parseRekorOrigin('b - 9223372036854775808')).toBeNull();
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
      'global 10 − shard index 10 = offset 0 (no checkpoint or entry ID names the shard, so the offset is not checked; that is where shard 3904496407287907110 of rekor.sigstore.dev starts)',
    );
    expect(notes[1]!.detail).toContain('offset 4163431 (no checkpoint or entry ID names the shard');
    expect(notes[1]!.detail).toContain('shard 2605736670972794746 of rekor.sigstore.dev starts');
    expect(notes[2]!.detail).toBe(notes[0]!.detail);
    expect(notes[3]!.detail).toBe(
      'global 20 − shard index 5 = offset 15 (no checkpoint or entry ID names the shard, so the offset is not checked)',
    );
    expect(notes[4]!.detail).toBe(
      notes[1]!.detail.replace('4163438', '4163439').replace('index 7', 'index 8'),
    );
  });
});
