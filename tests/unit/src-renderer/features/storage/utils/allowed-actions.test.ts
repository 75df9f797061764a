import { describe, expect, it } from 'vitest';
import type { StorageFile } from '@/lib/contract';
import { allowedActions } from '@/features/storage/utils/allowed-actions';

const ALL = {
  canEdit: true,
  canRename: true,
  canTrash: true,
  canUntrash: true,
  canDelete: true,
  canShare: true,
  canDownload: true,
  canAddChildren: true,
  canMoveItemWithinDrive: true,
};

const file = (id: string, changes: Partial<StorageFile> = {}): StorageFile => ({
  id,
  name: id,
  mimeType: 'text/plain',
  isFolder: false,
  size: '1',
  modifiedTime: null,
  parents: ['root'],
  starred: false,
  trashed: false,
  ownedByMe: true,
  owners: ['ada@example.com'],
  md5Checksum: null,
  sha256Checksum: null,
  shortcutTargetId: null,
  driveId: null,
  capabilities: ALL,
  ...changes,
});

const folder = { kind: 'folder', folderId: 'root' } as const;

describe('allowedActions', () => {
  it('offers New folder alone with nothing selected', () => {
    expect([...allowedActions(folder, [])]).toEqual(['newFolder']);
  });

  it('offers rename, a shortcut and sharing for one file only, and an action only when every selected file allows it', () => {
    const readOnly = file('b', {
      capabilities: { ...ALL, canTrash: false, canDelete: false, canRename: false },
    });
    expect(allowedActions(folder, [file('a')])).toEqual(
      new Set([
        'newFolder',
        'rename',
        'move',
        'copy',
        'shortcut',
        'star',
        'trash',
        'delete',
        'download',
        'share',
      ]),
    );
    expect(allowedActions(folder, [file('a'), readOnly])).toEqual(
      new Set(['newFolder', 'move', 'copy', 'star', 'download']),
    );
    expect(allowedActions(folder, [file('a', { starred: true })]).has('unstar')).toBe(true);
  });

  it('offers restore, delete forever and empty trash in the trash, never move to trash', () => {
    expect(allowedActions({ kind: 'trash' }, [file('a', { trashed: true })])).toEqual(
      new Set(['emptyTrash', 'restore', 'delete']),
    );
  });

  it('offers Download for files and folders the caller may download, and Export… for one Docs Editors file', () => {
    const doc = file('d', { mimeType: 'application/vnd.google-apps.document', size: null });
    const dir = file('f', { mimeType: 'application/vnd.google-apps.folder', isFolder: true, size: null });
    const shortcut = file('s', { mimeType: 'application/vnd.google-apps.shortcut', shortcutTargetId: 'a' });
    const locked = file('l', { capabilities: { ...ALL, canDownload: false } });
    expect(allowedActions(folder, [file('a'), dir]).has('download')).toBe(true);
    expect(allowedActions(folder, [file('a'), shortcut]).has('download')).toBe(false);
    expect(allowedActions(folder, [locked]).has('download')).toBe(false);
    expect(allowedActions(folder, [doc]).has('export')).toBe(true);
    expect(allowedActions(folder, [file('a')]).has('export')).toBe(false);
    expect(allowedActions(folder, [doc, doc]).has('export')).toBe(false);
    expect(allowedActions(folder, [dir]).has('export')).toBe(false);
  });
});
