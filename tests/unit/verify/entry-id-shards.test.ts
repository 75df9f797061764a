import { describe, expect, it } from 'vitest';
import { fromBase64, toHex } from '../../../src-shared/tlog/encoding';
import { hashLeaf } from '../../../src-shared/tlog/rfc6962';
import {
  EntryIdError,
  formatEntryId,
  leafHashOfBody,
  leafHashOfUuid,
  parseEntryId,
  uuidOfLeafHash,
} from '../../../src-shared/tlog/verify/entry-id';
import {
  globalIndexFromShard,
  KNOWN_SHARD_OFFSETS,
  parseRekorOrigin,
  shardIndexFromGlobal,
  shardOffset,
} from '../../../src-shared/tlog/verify/shards';
import { fixtureJson } from './support';

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
    const leaf = leafHashOfBody(fromBase64(value.body));
    expect(toHex(leaf)).toBe(toHex(hashLeaf(fromBase64(value.body))));
    expect(uuidOfLeafHash(leaf)).toBe(parsed.uuid);
    expect(leafHashOfUuid(id)).toEqual(leaf);
    expect(formatEntryId(parsed.treeId!, parsed.uuid)).toBe(id);
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
  const production = [
    { treeId: 3904496407287907110n, length: 4_163_431n },
    { treeId: 2605736670972794746n, length: 117_740_831n },
    { treeId: 1193050959916656506n, length: null },
  ];

  it('maps global indices to shard indices and back, past 2^31 and 2^53', () => {
    expect(shardIndexFromGlobal(production, 3_120_029n)).toEqual({
      treeId: 3904496407287907110n,
      shardIndex: 3_120_029n,
    });
    expect(shardIndexFromGlobal(production, 27_246_492n)).toEqual({
      treeId: 2605736670972794746n,
      shardIndex: 23_083_061n,
    });
    expect(shardIndexFromGlobal(production, 1_633_569_114n)).toEqual({
      treeId: 1193050959916656506n,
      shardIndex: 1_511_664_852n,
    });
    expect(globalIndexFromShard(production, 1193050959916656506n, 1_511_664_852n)).toBe(1_633_569_114n);
    expect(globalIndexFromShard(production, 1193050959916656506n, 2n ** 53n)).toBe(2n ** 53n + 121_904_262n);
    for (const [treeId, known] of KNOWN_SHARD_OFFSETS) {
      if (known.host === 'rekor.sigstore.dev')
        expect(shardOffset(production, BigInt(treeId))).toBe(known.offset);
    }
    expect(() => shardOffset(production, 42n)).toThrow('tree ID 42 is not one of the known shards');
    expect(() => shardIndexFromGlobal(production.slice(0, 2), 200_000_000n)).toThrow(
      'beyond the 2 known shards',
    );
  });

  it('reads the tree ID from Rekor v1 checkpoint origins only', () => {
    expect(parseRekorOrigin('rekor.sigstore.dev - 1193050959916656506')).toEqual({
      host: 'rekor.sigstore.dev',
      treeId: 1193050959916656506n,
    });
    expect(parseRekorOrigin('log2025-1.rekor.sigstore.dev')).toBeNull();
    expect(parseRekorOrigin('x - 01')).toBeNull();
  });
});
