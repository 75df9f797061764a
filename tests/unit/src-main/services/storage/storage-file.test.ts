import { describe, expect, it } from 'vitest';
import { toStorageFile } from '../../../../../src-main/services/storage/storage-file';
import { corpusOf, queryOf } from '../../../../../src-main/services/storage/storage-views';

describe('toStorageFile', () => {
  it('reads absent fields as the service means them', () => {
    expect(
      toStorageFile({
        id: 'f1',
        name: 'Plans',
        mimeType: 'application/vnd.google-apps.folder',
        owners: [{ emailAddress: 'ada@example.com' }, { displayName: 'no address' }],
        capabilities: { canEdit: true, canTrash: false },
      }),
    ).toEqual({
      id: 'f1',
      name: 'Plans',
      mimeType: 'application/vnd.google-apps.folder',
      isFolder: true,
      size: null,
      modifiedTime: null,
      parents: [],
      starred: false,
      trashed: false,
      ownedByMe: false,
      owners: ['ada@example.com'],
      md5Checksum: null,
      sha256Checksum: null,
      shortcutTargetId: null,
      driveId: null,
      capabilities: {
        canEdit: true,
        canRename: false,
        canTrash: false,
        canUntrash: false,
        canDelete: false,
        canShare: false,
        canDownload: false,
        canAddChildren: false,
        canMoveItemWithinDrive: false,
      },
    });
  });

  it("names a shared store's item's store", () => {
    expect(toStorageFile({ id: 'f2', name: 'a.md', mimeType: 'text/markdown', driveId: 'st1' }).driveId).toBe(
      'st1',
    );
  });

  it('refuses a file without its ID, name or type, naming where to look', () => {
    for (const hostile of [null, { name: 'a', mimeType: 'text/plain' }, { id: 'f1', mimeType: 'text/plain' }])
      expect(() => toStorageFile(hostile)).toThrow(/without its ID, name or type: check the endpoint/);
  });
});

describe('queryOf', () => {
  it('leaves trashed files out of every view but Trash, and sends a search as typed', () => {
    expect(queryOf({ kind: 'folder', folderId: 'abc_-1' })).toBe("'abc_-1' in parents and trashed = false");
    expect(queryOf({ kind: 'sharedWithMe' })).toBe('sharedWithMe = true and trashed = false');
    expect(queryOf({ kind: 'starred' })).toBe('starred = true and trashed = false');
    expect(queryOf({ kind: 'trash' })).toBe('trashed = true');
    expect(queryOf({ kind: 'search', q: "fullText contains 'plan'" })).toBe("fullText contains 'plan'");
  });
});

describe('corpusOf', () => {
  it("searches one store for a store's folder, and the stores' items too everywhere else", () => {
    expect(corpusOf({ kind: 'folder', folderId: 'f1', storeId: 'st1' })).toEqual({
      corpora: 'drive',
      driveId: 'st1',
      includeItemsFromAllDrives: true,
    });
    expect(corpusOf({ kind: 'folder', folderId: 'root' })).toEqual({ includeItemsFromAllDrives: true });
    for (const view of [
      { kind: 'starred' },
      { kind: 'sharedWithMe' },
      { kind: 'trash' },
      { kind: 'search', q: 'starred = true' },
    ] as const)
      expect(corpusOf(view)).toEqual({ corpora: 'allDrives', includeItemsFromAllDrives: true });
  });
});
