import { describe, expect, it } from 'vitest';
import { fromBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../../../src-main/verification/tlog/rfc6962';
import { EntryIdError, parseEntryId } from '../../../../../src-main/verification/tlog/entry-id';
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
