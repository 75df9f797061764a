// The storage namespace through the router against the real sandbox, signed in as Ada (who owns the demo
// files): folder listings with the `q` each view sends and page tokens, breadcrumbs, and the file changes of
// the Storage page, each journaled — Undo reverses trash, move and rename, and refuses a permanent delete
// with the reason.
import { describe, expect, it } from 'vitest';
import type { StorageFile, StorageUsage } from '../../../src-shared/contract/schemas/storage';
import { OWNER } from '../sandbox/oauth-harness';
import { driveAccess, driveClient } from '../sandbox/storage-harness';
import { folderNamed, list, storageCores, value, type PerFile } from './storage-core';

const { oauth, adaCore } = storageCores();

describe('storage listings', () => {
  it('lists My Store folders first, follows page tokens to the end, and says which q it sent', async () => {
    const test = await adaCore();
    try {
      const root = await list(test, { view: { kind: 'folder', folderId: 'root' } });
      expect(root.q).toBe("'root' in parents and trashed = false");
      expect(root.files.length).toBeGreaterThan(0);
      const folders = root.files.filter((file) => file.isFolder);
      // folder,name_natural: every folder before the first file.
      expect(root.files.slice(0, folders.length).every((file) => file.isFolder)).toBe(true);
      expect(root.files.every((file) => file.ownedByMe && file.owners.includes(OWNER.email))).toBe(true);

      const seen = new Set<string>();
      let pageToken: string | undefined;
      let pages = 0;
      do {
        const page = await list(test, {
          view: { kind: 'search', q: "mimeType != 'application/vnd.google-apps.folder'" },
          pageSize: 500,
          ...(pageToken ? { pageToken } : {}),
        });
        for (const file of page.files) seen.add(file.id);
        pageToken = page.nextPageToken ?? undefined;
        pages += 1;
      } while (pageToken && pages < 50);
      expect(pageToken).toBeUndefined();
      expect(seen.size).toBeGreaterThan(1000);

      // Full-text results come by relevance: the order asked for is not sent beside them.
      const found = await list(test, {
        view: { kind: 'search', q: "fullText contains 'invoice' and trashed = false" },
        orderBy: 'name',
      });
      expect(found.files.length).toBeGreaterThan(0);

      const trash = await list(test, { view: { kind: 'trash' } });
      expect(trash.files.length).toBeGreaterThan(0);
      expect(trash.files.every((file) => file.trashed)).toBe(true);
    } finally {
      await test.close();
    }
  });

  it('answers a bad q with the service refusal, and the folders above a file for breadcrumbs', async () => {
    const test = await adaCore();
    try {
      const refused = await test.call('storage:list', { view: { kind: 'search', q: "name = 'unclosed" } });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.error.code).toBe('VALIDATION');
        expect(refused.error.message).toMatch(/refused the search "name = 'unclosed".*single quotes/);
      }

      const { files } = await list(test, { view: { kind: 'folder', folderId: 'root' } });
      const top = files.find((file) => file.isFolder)!;
      const { files: inside } = await list(test, { view: { kind: 'folder', folderId: top.id } });
      const child = inside[0]!;
      const path = value(
        await test.call<{ file: StorageFile; ancestors: Array<{ id: string; name: string }> }>(
          'storage:path',
          { fileId: child.id },
        ),
      );
      expect(path.file.id).toBe(child.id);
      expect(path.ancestors).toEqual([
        { id: 'root', name: 'My Store' },
        { id: top.id, name: top.name },
      ]);
    } finally {
      await test.close();
    }
  });
});

describe('storage usage', () => {
  it('reads the quota with My Store and the trash, the largest files, and groups files with one content', async () => {
    const test = await adaCore();
    try {
      const usage = value(await test.call<StorageUsage>('storage:usage', {}));
      expect(BigInt(usage.usage)).toBeGreaterThanOrEqual(BigInt(usage.usageInStore));
      expect(BigInt(usage.usageInTrash)).toBeGreaterThan(0n);
      expect(usage.largest.length).toBeGreaterThan(1);
      const sizes = usage.largest.map((file) => BigInt(file.size ?? '0'));
      expect(sizes).toEqual([...sizes].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
      expect(usage.largest.every((file) => file.ownedByMe && !file.trashed && !file.isFolder)).toBe(true);

      // Two copies of one file make a group of three with the same MD5.
      const original = usage.largest[0]!;
      const drive = driveClient(oauth().sandbox, await driveAccess(oauth()));
      const copies = await Promise.all(
        ['copy A', 'copy B'].map(
          async (name) => (await drive.files.copy({ fileId: original.id, requestBody: { name } })).data,
        ),
      );
      const { groups, scanned } = value(
        await test.call<{
          groups: Array<{ md5Checksum: string; size: string; files: StorageFile[] }>;
          scanned: number;
        }>('storage:duplicates', {}),
      );
      expect(scanned).toBeGreaterThan(1000);
      const group = groups.find((candidate) => candidate.files.some((file) => file.id === original.id))!;
      expect(group.md5Checksum).toBe(original.md5Checksum);
      expect(group.files.map((file) => file.id)).toEqual(
        expect.arrayContaining([original.id, ...copies.map((copy) => copy.id!)]),
      );
      value(await test.call('storage:remove', { fileIds: copies.map((copy) => copy.id!) }));
    } finally {
      await test.close();
    }
  });
});

describe('storage activity', () => {
  it('starts at the feed position, then answers each change since with the file as it is now, or removed', async () => {
    const test = await adaCore();
    try {
      const start = value(
        await test.call<{ changes: unknown[]; nextPageToken: string }>('storage:changes', {}),
      );
      expect(start.changes).toEqual([]);
      const made = value(
        await test.call<{ file: StorageFile }>('storage:createFolder', { parentId: 'root', name: 'Watched' }),
      ).file;
      value(await test.call('storage:rename', { fileId: made.id, name: 'Watched twice' }));
      const later = value(
        await test.call<{
          changes: Array<{ fileId: string; removed: boolean; file: StorageFile | null }>;
          nextPageToken: string;
        }>('storage:changes', { pageToken: start.nextPageToken }),
      );
      expect(later.changes).toEqual([
        expect.objectContaining({
          fileId: made.id,
          removed: false,
          file: expect.objectContaining({ name: 'Watched twice' }),
        }),
      ]);
      value(await test.call('storage:remove', { fileIds: [made.id] }));
      const after = value(
        await test.call<{ changes: Array<{ fileId: string; removed: boolean; file: StorageFile | null }> }>(
          'storage:changes',
          { pageToken: later.nextPageToken },
        ),
      );
      expect(after.changes).toEqual([
        expect.objectContaining({ fileId: made.id, removed: true, file: null }),
      ]);
    } finally {
      await test.close();
    }
  });
});

describe('storage activity after a while away', () => {
  it('answers, with no position given, the changes since the feed was last read', async () => {
    const test = await adaCore();
    try {
      value(await test.call('storage:changes', {}));
      const made = value(
        await test.call<{ file: StorageFile }>('storage:createFolder', { parentId: 'root', name: 'Away' }),
      ).file;
      const since = value(await test.call<{ changes: Array<{ fileId: string }> }>('storage:changes', {}));
      expect(since.changes.map((change) => change.fileId)).toEqual([made.id]);
      value(await test.call('storage:remove', { fileIds: [made.id] }));
    } finally {
      await test.close();
    }
  });
});

describe('storage changes through the journal', () => {
  it('makes, renames, moves, trashes and restores a folder, each undoable, and deletes permanently, which Undo refuses with the reason', async () => {
    const test = await adaCore();
    try {
      const made = value(
        await test.call<{ file: StorageFile; opId: string }>('storage:createFolder', {
          parentId: 'root',
          name: 'Quarterly',
        }),
      );
      expect(made.file).toMatchObject({ name: 'Quarterly', isFolder: true, parents: [expect.any(String)] });
      const target = value(
        await test.call<{ file: StorageFile }>('storage:createFolder', { parentId: 'root', name: 'Archive' }),
      ).file;

      const renamed = value(
        await test.call<{ file: StorageFile; opId: string }>('storage:rename', {
          fileId: made.file.id,
          name: 'Quarterly 2026',
        }),
      );
      expect(renamed.file.name).toBe('Quarterly 2026');
      value(await test.call('journal:undo', { opId: renamed.opId }));
      expect((await folderNamed(test, 'root', 'Quarterly')).id).toBe(made.file.id);

      const moved = value(
        await test.call<PerFile>('storage:move', { fileIds: [made.file.id], toFolderId: target.id }),
      );
      expect(moved.results).toEqual([{ fileId: made.file.id, ok: true, opId: expect.any(String) }]);
      expect((await folderNamed(test, target.id, 'Quarterly')).id).toBe(made.file.id);
      value(await test.call('journal:undo', { opId: moved.results[0]!.opId }));
      expect((await folderNamed(test, 'root', 'Quarterly')).parents).toEqual(made.file.parents);

      const trashed = value(
        await test.call<PerFile>('storage:trash', { fileIds: [made.file.id, 'no-such-file'] }),
      );
      expect(trashed.results[0]).toMatchObject({ ok: true });
      expect(trashed.results[1]).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
      const inTrash = await list(test, { view: { kind: 'trash' } });
      expect(inTrash.files.map((file) => file.id)).toContain(made.file.id);
      value(await test.call('journal:undo', { opId: trashed.results[0]!.opId }));
      expect((await folderNamed(test, 'root', 'Quarterly')).trashed).toBe(false);

      const removed = value(await test.call<PerFile>('storage:remove', { fileIds: [made.file.id] }));
      const opId = removed.results[0]!.opId!;
      const everywhere = await list(test, { view: { kind: 'search', q: "name = 'Quarterly'" } });
      expect(everywhere.files).toEqual([]);
      const undo = await test.call('journal:undo', { opId });
      expect(undo.ok).toBe(false);
      if (!undo.ok) expect(undo.error.message).toMatch(/skips the trash/);
      value(await test.call<PerFile>('storage:remove', { fileIds: [target.id] }));
    } finally {
      await test.close();
    }
  });
});
