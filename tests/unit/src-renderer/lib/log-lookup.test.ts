import { describe, expect, it } from 'vitest';
import { parseLookup, treeIdFromHex } from '@/lib/log-lookup';

describe('parseLookup', () => {
  it('accepts indices up to 2^63 − 1 exactly (Rekor’s int64) and refuses anything larger', () => {
    expect(parseLookup('9223372036854775807')).toEqual({ kind: 'index', logIndex: '9223372036854775807' });
    expect(parseLookup('09223372036854775807')).toEqual({ kind: 'index', logIndex: '9223372036854775807' });
    expect(parseLookup('007')).toEqual({ kind: 'index', logIndex: '7' });
    expect(parseLookup('9223372036854775808')).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/at most 9223372036854775807/),
    });
    expect(parseLookup('18446744073709551615').kind).toBe('invalid');
    expect(parseLookup('  ').kind).toBe('empty');
  });

  it('tells UUIDs from entry IDs and names the tree ID', () => {
    expect(parseLookup('A'.repeat(64))).toEqual({ kind: 'uuid', entryId: 'a'.repeat(64) });
    const lookup = parseLookup(`24296fb24b8ad77a${'b'.repeat(64)}`);
    expect(lookup).toMatchObject({ kind: 'entry-id', treeIdHex: '24296fb24b8ad77a' });
    expect(treeIdFromHex('24296fb24b8ad77a')).toBe('2605736670972794746');
    expect(parseLookup('a'.repeat(63)).kind).toBe('invalid');
    expect(parseLookup('not an id').kind).toBe('invalid');
  });
});
