import { describe, expect, it } from 'vitest';
import { toStorageFile } from '../../../../../src-main/services/storage/storage-file';
import { queryOf } from '../../../../../src-main/services/storage/storage-views';

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
