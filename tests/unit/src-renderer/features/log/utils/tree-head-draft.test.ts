import { describe, expect, it } from 'vitest';
import { requestFromDraft, requestFromSearchParams } from '@/features/log/utils/tree-head-draft';

describe('tree head drafts', () => {
  it('compares sizes as 64-bit integers and explains each field', () => {
    const root = 'a'.repeat(64);
    expect(
      requestFromDraft({ treeID: '', size: '9007199254740993', root, lastSize: '9007199254740992' }),
    ).toEqual({
      ok: false,
      errors: { lastSize: 'Must be at least the old size' },
    });
    expect(requestFromDraft({ treeID: '42', size: '4', root: root.toUpperCase(), lastSize: '' })).toEqual({
      ok: true,
      request: { firstSize: '4', firstRoot: root, treeID: '42' },
    });
    const bad = requestFromDraft({ treeID: '', size: '0', root: 'x', lastSize: 'y' });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(['lastSize', 'root', 'size']);
    expect(requestFromSearchParams(new URLSearchParams(`size=4&root=${root}&to=8`))).toEqual({
      firstSize: '4',
      firstRoot: root,
      lastSize: '8',
    });
  });
});
