import { describe, expect, it } from 'vitest';
import type { StorageRevision } from '@/lib/contract';
import {
  deleteBlocker,
  downloadBlocker,
  keepBlocker,
  newestFirst,
} from '@/features/storage/utils/version-rules';

const version = (overrides: Partial<StorageRevision>): StorageRevision => ({
  id: 'r1',
  mimeType: 'text/markdown',
  modifiedTime: '2026-01-01T00:00:00.000Z',
  size: '600',
  md5Checksum: 'd41d8cd98f00b204e9800998ecf8427e',
  keepForever: false,
  lastModifyingUser: { name: 'Ada Operator', me: true },
  originalFilename: 'notes.md',
  isHead: false,
  ...overrides,
});

describe('version rules', () => {
  it('lists the newest first without changing the list it was given', () => {
    const listed = [version({ id: 'old' }), version({ id: 'mid' }), version({ id: 'new', isHead: true })];
    expect(newestFirst(listed).map((revision) => revision.id)).toEqual(['new', 'mid', 'old']);
    expect(listed[0]!.id).toBe('old');
  });

  it('lets an earlier version of an uploaded file be kept and deleted', () => {
    expect(keepBlocker(version({}))).toBeNull();
    expect(deleteBlocker(version({ keepForever: true }))).toBeNull();
  });

  it('says why the current version cannot be deleted, and what to do instead', () => {
    expect(deleteBlocker(version({ isHead: true }))).toMatch(/current version.*upload a newer one first/);
    expect(keepBlocker(version({ isHead: true }))).toBeNull();
  });

  it('says why versions of Docs Editors files can be neither kept nor deleted', () => {
    const editor = version({
      keepForever: null,
      size: null,
      mimeType: 'application/vnd.google-apps.document',
    });
    expect(keepBlocker(editor)).toMatch(/Docs Editors/);
    expect(deleteBlocker(editor)).toMatch(/Docs Editors/);
  });

  it('downloads any version of an uploaded file the caller may download, and says why not otherwise', () => {
    expect(downloadBlocker(version({ isHead: true }), true)).toBeNull();
    expect(downloadBlocker(version({}), false)).toMatch(/does not let you download/);
    expect(downloadBlocker(version({ keepForever: null }), true)).toMatch(/Export/);
  });
});
