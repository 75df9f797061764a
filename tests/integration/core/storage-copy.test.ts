// Copies and shortcuts through the router against the real sandbox, as Ada: a file copied beside itself is
// "Copy of …", a folder is copied with its whole tree (the service copies files only), a folder cannot be
// copied into itself, each copy and shortcut is journaled and undone to the trash.
import { describe, expect, it } from 'vitest';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import type { TestCore } from '../../support/test-core';
import { folderNamed, list, storageCores, value, type PerFile } from './storage-core';

const { adaCore } = storageCores('storage-copy');

const makeFolder = async (test: TestCore, parentId: string, name: string) =>
  value(await test.call<{ file: StorageFile }>('storage:createFolder', { parentId, name })).file;

const namesIn = async (test: TestCore, folderId: string) =>
  (await list(test, { view: { kind: 'folder', folderId } })).files.map((file) => file.name).sort();

/** A file of Ada's that has bytes, to copy. */
async function someBlob(test: TestCore): Promise<StorageFile> {
  const { files } = await list(test, {
    view: { kind: 'search', q: "mimeType = 'text/plain' and 'me' in owners and trashed = false" },
    pageSize: 1,
  });
  if (!files[0]) throw new Error('the demo data has no text file of Ada’s');
  return files[0];
}

describe('storage copies and shortcuts', () => {
  it('copies a file beside itself as "Copy of …" and elsewhere under its name, each undone to the trash', async () => {
    const test = await adaCore();
    try {
      const source = await someBlob(test);
      const into = await makeFolder(test, 'root', 'Copies');
      const beside = value(
        await test.call<PerFile>('storage:copy', { fileIds: [source.id], toFolderId: source.parents[0]! }),
      );
      expect(beside.results).toEqual([{ fileId: source.id, ok: true, opId: expect.any(String) }]);
      value(await test.call<PerFile>('storage:copy', { fileIds: [source.id], toFolderId: into.id }));
      const [copy] = (await list(test, { view: { kind: 'folder', folderId: into.id } })).files;
      expect(copy).toMatchObject({ name: source.name, md5Checksum: source.md5Checksum, ownedByMe: true });
      expect(copy!.id).not.toBe(source.id);

      const siblings = await namesIn(test, source.parents[0]!);
      expect(siblings).toContain(`Copy of ${source.name}`);
      value(await test.call('journal:undo', { opId: beside.results[0]!.opId }));
      expect(await namesIn(test, source.parents[0]!)).not.toContain(`Copy of ${source.name}`);

      value(await test.call<PerFile>('storage:remove', { fileIds: [into.id] }));
    } finally {
      await test.close();
    }
  });

  it('copies a folder with its whole tree (beside itself as "Copy of …"), and refuses to copy a folder into itself', async () => {
    const test = await adaCore();
    try {
      const source = await makeFolder(test, 'root', 'Tree');
      const inner = await makeFolder(test, source.id, 'Inner');
      await makeFolder(test, inner.id, 'Deepest');
      const blob = await someBlob(test);
      value(await test.call<PerFile>('storage:copy', { fileIds: [blob.id], toFolderId: inner.id }));
      const into = await makeFolder(test, 'root', 'Backup');

      const copied = value(
        await test.call<PerFile>('storage:copy', { fileIds: [source.id], toFolderId: into.id }),
      );
      expect(copied.results[0]).toMatchObject({ ok: true });
      const tree = await folderNamed(test, into.id, 'Tree');
      const innerCopy = await folderNamed(test, tree.id, 'Inner');
      expect(innerCopy.id).not.toBe(inner.id);
      expect(await namesIn(test, innerCopy.id)).toEqual(['Deepest', blob.name].sort());

      // Copied beside itself in My Store, named by the 'root' alias: "Copy of Tree".
      value(await test.call<PerFile>('storage:copy', { fileIds: [source.id], toFolderId: 'root' }));
      const besideCopy = await folderNamed(test, 'root', 'Copy of Tree');
      expect(await namesIn(test, besideCopy.id)).toEqual(['Inner']);

      const refused = value(
        await test.call<PerFile>('storage:copy', { fileIds: [source.id], toFolderId: inner.id }),
      );
      expect(refused.results[0]).toMatchObject({ ok: false, error: expect.stringMatching(/into itself/) });
      expect(await namesIn(test, inner.id)).toEqual(['Deepest', blob.name].sort());

      value(await test.call<PerFile>('storage:remove', { fileIds: [source.id, into.id, besideCopy.id] }));
    } finally {
      await test.close();
    }
  });

  it('makes a shortcut that names and points at its target, undone to the trash', async () => {
    const test = await adaCore();
    try {
      const target = await someBlob(test);
      const folder = await makeFolder(test, 'root', 'Links');
      const made = value(
        await test.call<{ file: StorageFile; opId: string }>('storage:shortcut', {
          targetId: target.id,
          folderId: folder.id,
        }),
      );
      expect(made.file).toMatchObject({
        name: target.name,
        mimeType: 'application/vnd.google-apps.shortcut',
        shortcutTargetId: target.id,
        parents: [folder.id],
      });
      value(await test.call('journal:undo', { opId: made.opId }));
      const trash = await list(test, { view: { kind: 'trash' } });
      expect(trash.files.map((file) => file.id)).toContain(made.file.id);

      const bad = await test.call('storage:shortcut', { targetId: 'no-such-file', folderId: folder.id });
      expect(bad).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not found/i) } });
      value(await test.call<PerFile>('storage:remove', { fileIds: [folder.id, made.file.id] }));
    } finally {
      await test.close();
    }
  });
});
