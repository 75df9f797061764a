// files.list orderBy: which keys and modifiers are read, folders first for `folder`, `name` alphabetical
// and `name_natural` natural (as the discovery document's examples: 1, 12, 2 versus 1, 2, 12), desc, ties.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../../../../apps/sandbox/services/storage/file-access';
import type { FileRecord } from '../../../../../../apps/sandbox/services/storage/file-record';
import { parseOrderBy, sortFiles } from '../../../../../../apps/sandbox/services/storage/list-order';

const caller: Caller = {
  identity: 'account:1',
  email: 'ada@example.com',
  displayName: 'Ada',
  permissionId: '1',
  rootId: 'root',
  clientId: 'client',
  appFilesOnly: false,
  allDrives: false,
};

function record(id: string, name: string, extra: Partial<FileRecord> = {}): FileRecord {
  return {
    id,
    name,
    mimeType: 'text/plain',
    parents: ['root'],
    owner: 'account:1',
    explicitlyTrashed: false,
    starredBy: [],
    viewedBy: {},
    createdTime: '2026-01-01T00:00:00.000Z',
    modifiedTime: '2026-01-01T00:00:00.000Z',
    lastModifiedBy: 'account:1',
    version: 1,
    properties: {},
    appProperties: {},
    permissions: [],
    appClientIds: [],
    ...extra,
  };
}

const names = (files: FileRecord[]) => files.map((file) => file.name);

describe('parseOrderBy', () => {
  it('reads keys with an optional desc, and nothing else', () => {
    expect(parseOrderBy('folder,modifiedTime desc,name')).toEqual([
      { key: 'folder', descending: false },
      { key: 'modifiedTime', descending: true },
      { key: 'name', descending: false },
    ]);
    expect(parseOrderBy(' name_natural  DESC ')).toEqual([{ key: 'name_natural', descending: true }]);
    for (const bad of ['size', 'name asc', 'name desc desc', '', 'name,,folder'])
      expect(parseOrderBy(bad), bad).toBeUndefined();
  });
});

describe('sortFiles', () => {
  const files = () => [
    record('a', 'file 12'),
    record('b', 'File 2'),
    record('c', 'file 1'),
    record('d', 'Zeta', { mimeType: 'application/vnd.google-apps.folder' }),
  ];

  it('sorts name alphabetically and name_natural naturally, both ignoring case', () => {
    expect(names(sortFiles(files(), parseOrderBy('name')!, caller))).toEqual([
      'file 1',
      'file 12',
      'File 2',
      'Zeta',
    ]);
    expect(names(sortFiles(files(), parseOrderBy('name_natural')!, caller))).toEqual([
      'file 1',
      'File 2',
      'file 12',
      'Zeta',
    ]);
  });

  it('puts folders first for folder, last for folder desc', () => {
    expect(names(sortFiles(files(), parseOrderBy('folder,name_natural')!, caller))).toEqual([
      'Zeta',
      'file 1',
      'File 2',
      'file 12',
    ]);
    expect(names(sortFiles(files(), parseOrderBy('folder desc,name_natural desc')!, caller))).toEqual([
      'file 12',
      'File 2',
      'file 1',
      'Zeta',
    ]);
  });

  it('sorts by times, the caller’s star, and size; ties by ID', () => {
    const timed = [
      record('x', 'old', { modifiedTime: '2025-01-01T00:00:00Z', size: 5 }),
      record('y', 'new', { modifiedTime: '2026-06-01T00:00:00Z', starredBy: ['account:1'], size: 1 }),
      record('w', 'same', { modifiedTime: '2025-01-01T00:00:00Z', starredBy: ['account:2'], size: 9 }),
    ];
    expect(names(sortFiles([...timed], parseOrderBy('modifiedTime desc')!, caller))).toEqual([
      'new',
      'same',
      'old',
    ]);
    expect(names(sortFiles([...timed], parseOrderBy('starred desc')!, caller))).toEqual([
      'new',
      'same',
      'old',
    ]);
    expect(names(sortFiles([...timed], parseOrderBy('quotaBytesUsed')!, caller))).toEqual([
      'new',
      'old',
      'same',
    ]);
  });
});
