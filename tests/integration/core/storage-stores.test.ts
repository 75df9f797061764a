// Shared stores through a real core against the real sandbox: Ada (the demo "Team store"'s organizer) lists
// her stores and the store's root (its members the items' inherited grants), makes a folder in it (its
// breadcrumbs end at the store's name, the Activity feed has it), uploads a file into it through the transfer
// engine, moves, renames, trashes and restores from the Trash, copies a folder with its files and downloads
// one; searches find the store's items; Grace (a writer there) is refused a trash with the service's reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { StorageFile, StorageStore } from '../../../src-shared/contract/schemas/storage';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import type { TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { download, readBack } from './download-harness';
import { list, storageCores, value, type PerFile } from './storage-core';
import { adaHeadlessCore } from './storage-upload-harness';
import { followTransfers, randomFile, sendFrom, unwrapCall } from './transfer-harness';

const { oauth, graceCore } = storageCores('storage-stores');

let dir: Awaited<ReturnType<typeof tempDir>>;
let ada: TestCore;
let grace: TestCore;
beforeAll(async () => {
  dir = await tempDir('storage-stores');
  ada = await adaHeadlessCore(`${dir.path}/console`, oauth().sandbox, memoryBackend());
  grace = await graceCore();
});
afterAll(async () => {
  await ada?.close();
  await grace?.close();
  await dir?.remove();
});

async function teamStore(test: TestCore): Promise<StorageStore> {
  const { stores } = value(await test.call<{ stores: StorageStore[] }>('storage:stores', {}));
  const found = stores.find((store) => store.name === 'Team store');
  if (!found) throw new Error(`no Team store among ${stores.map((store) => store.name).join(', ')}`);
  return found;
}

/** The files of a folder in `store`, its listing searching that store only. */
const inFolder = async (test: TestCore, folderId: string, storeId: string): Promise<StorageFile[]> =>
  (await list(test, { view: { kind: 'folder', folderId, storeId } })).files;

const names = (files: StorageFile[]) => files.map((file) => file.name);

/** Every page of a view (the service may answer short pages while more remain). */
async function allPages(test: TestCore, view: Record<string, unknown>): Promise<StorageFile[]> {
  const files: StorageFile[] = [];
  let pageToken: string | undefined;
  do {
    const page = await list(test, { view, ...(pageToken ? { pageToken } : {}) });
    files.push(...page.files);
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  return files;
}

describe('shared stores', { timeout: 120_000 }, () => {
  it("lists the stores with the caller's capabilities, and a store's root with its items", async () => {
    const store = await teamStore(ada);
    expect(store).toMatchObject({
      hidden: false,
      capabilities: { canAddChildren: true, canTrashChildren: true, canManageMembers: true },
    });
    expect((await teamStore(grace)).capabilities).toEqual({
      canAddChildren: true,
      canTrashChildren: false,
      canDeleteChildren: false,
      canManageMembers: false,
    });
    const root = await inFolder(ada, store.id, store.id);
    expect(names(root)).toEqual(
      expect.arrayContaining(['Budget', 'Design', 'Meeting notes', 'Team handbook']),
    );
    // The trashed logo stays out of the folder, and every item names its store.
    expect(names(root)).not.toContain('old-logo.png');
    expect(root.every((file) => file.driveId === store.id)).toBe(true);
    // A folder view that does not name the store still finds its items.
    expect(names((await list(ada, { view: { kind: 'folder', folderId: store.id } })).files)).toEqual(
      names(root),
    );
    // Searches and the store's breadcrumbs reach inside it.
    const found = await list(ada, { view: { kind: 'search', q: "name = 'budget-2025.csv'" } });
    expect(found.files).toMatchObject([{ name: 'budget-2025.csv', driveId: store.id }]);
    const budget = root.find((file) => file.name === 'Budget')!;
    expect(value(await ada.call('storage:path', { fileId: budget.id }))).toMatchObject({
      file: { name: 'Budget' },
      ancestors: [{ id: store.id, name: 'Team store' }],
    });
    // The store's members are the item's inherited grants, from the store's root folder named as the store.
    const sharing = value(
      await ada.call<{ permissions: Array<Record<string, unknown>> }>('storage:permissions', {
        fileId: budget.id,
      }),
    );
    expect(sharing.permissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ emailAddress: 'ada@example.com', role: 'organizer', inherited: true }),
        expect.objectContaining({
          emailAddress: 'grace@example.com',
          role: 'writer',
          inheritedFrom: store.id,
          inheritedFromName: 'Team store',
        }),
      ]),
    );
    expect(value(await ada.call('storage:path', { fileId: store.id }))).toMatchObject({
      file: { id: store.id, name: 'Team store' },
      ancestors: [],
    });
  });

  it('makes a folder, uploads into it, moves, renames and trashes as the organizer; a writer may not trash', async () => {
    const store = await teamStore(ada);
    const { nextPageToken: position } = value(
      await ada.call<{ nextPageToken: string }>('storage:changes', {}),
    );
    const { file: folder } = value(
      await ada.call<{ file: StorageFile }>('storage:createFolder', {
        parentId: store.id,
        name: `Stores test ${Date.now()}`,
      }),
    );
    expect(folder).toMatchObject({ driveId: store.id, parents: [store.id] });
    expect(value(await ada.call('storage:path', { fileId: folder.id }))).toMatchObject({
      ancestors: [{ id: store.id, name: 'Team store' }],
    });
    // The Activity feed has the store's changes too.
    const { changes } = value(
      await ada.call<{ changes: Array<{ fileId: string }> }>('storage:changes', { pageToken: position }),
    );
    expect(changes.map((change) => change.fileId)).toContain(folder.id);

    const follow = followTransfers(ada);
    const bytes = await randomFile(dir.path, 'plan.bin', 5_000);
    const queued = await unwrapCall<Transfer>(ada, 'transfers:upload', {
      service: 'storage',
      folder: { id: folder.id, path: '' },
      source: { kind: 'browser', name: 'plan.bin', lastModified: 1 },
      size: bytes.bytes.length,
      mimeType: 'application/octet-stream',
    });
    await sendFrom(ada, queued.id, bytes.bytes, 0);
    const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
    follow.stop();
    expect(done).toMatchObject({ state: 'done', remoteSha256: bytes.sha256 });
    const [uploaded] = await inFolder(ada, folder.id, store.id);
    expect(uploaded).toMatchObject({ id: done.resultName, name: 'plan.bin', driveId: store.id });

    const moved = value(
      await ada.call<PerFile>('storage:move', { fileIds: [uploaded!.id], toFolderId: store.id }),
    );
    expect(moved.results).toMatchObject([{ ok: true }]);
    const renamed = value(
      await ada.call<{ file: StorageFile }>('storage:rename', {
        fileId: uploaded!.id,
        name: 'plan-final.bin',
      }),
    );
    expect(renamed.file).toMatchObject({ name: 'plan-final.bin', parents: [store.id], driveId: store.id });

    // Grace sees the file and may rename it, but a writer in a store neither trashes nor deletes.
    const asGrace = (await inFolder(grace, store.id, store.id)).find((file) => file.id === uploaded!.id);
    expect(asGrace?.capabilities).toMatchObject({ canRename: true, canTrash: false, canDelete: false });
    const refused = value(await grace.call<PerFile>('storage:trash', { fileIds: [uploaded!.id] }));
    expect(refused.results).toMatchObject([{ fileId: uploaded!.id, ok: false }]);
    expect(refused.results[0]!.error).toMatch(/sufficient permissions/);
    expect(names(await inFolder(ada, store.id, store.id))).toContain('plan-final.bin');

    const trashed = value(await ada.call<PerFile>('storage:trash', { fileIds: [uploaded!.id, folder.id] }));
    expect(trashed.results).toMatchObject([{ ok: true }, { ok: true }]);
    const left = names(await inFolder(ada, store.id, store.id));
    expect(left).not.toContain('plan-final.bin');
    expect(left).not.toContain(folder.name);
    // The Trash lists the store's trashed items beside My Store's, and restores them into the store.
    const trash = await allPages(ada, { kind: 'trash' });
    expect(trash.filter((file) => file.driveId === store.id).map((file) => file.name)).toEqual(
      expect.arrayContaining(['plan-final.bin', folder.name, 'old-logo.png']),
    );
    const restored = value(await ada.call<PerFile>('storage:restore', { fileIds: [uploaded!.id] }));
    expect(restored.results).toMatchObject([{ ok: true }]);
    expect(names(await inFolder(ada, store.id, store.id))).toContain('plan-final.bin');
    value(await ada.call<PerFile>('storage:remove', { fileIds: [uploaded!.id, folder.id] }));
  });

  it("downloads a store's folder with the files in it, each checked against the service's checksums", async () => {
    const store = await teamStore(ada);
    const design = (await inFolder(ada, store.id, store.id)).find((file) => file.name === 'Design')!;
    const mockups = await inFolder(ada, design.id, store.id);
    expect(mockups).toHaveLength(4);
    const follow = followTransfers(ada);
    const queued = await download(ada, { fileIds: [design.id] });
    expect(queued.transfers.map((t) => t.target.split(/[\\/]/).slice(-2).join('/')).sort()).toEqual(
      mockups.map((file) => `Design/${file.name}`).sort(),
    );
    for (const t of queued.transfers) {
      const size = Number(mockups.find((file) => t.target.endsWith(file.name))!.size);
      const done = await follow.until(t.id, (x) => ['done', 'failed', 'cancelled'].includes(x.state));
      expect(done).toMatchObject({ state: 'done', reason: null, bytesDone: size });
      expect(done.remoteSha256).toBe(done.sha256);
      expect((await readBack(ada, t.id)).length).toBe(size);
    }
    follow.stop();
  });

  it("copies a store's folder with what is in it beside itself", async () => {
    const store = await teamStore(ada);
    const budget = (await inFolder(ada, store.id, store.id)).find((file) => file.name === 'Budget')!;
    const copied = value(
      await ada.call<PerFile>('storage:copy', { fileIds: [budget.id], toFolderId: store.id }),
    );
    expect(copied.results).toMatchObject([{ ok: true }]);
    const copy = (await inFolder(ada, store.id, store.id)).find((file) => file.name === 'Copy of Budget')!;
    expect(copy.driveId).toBe(store.id);
    expect(names(await inFolder(ada, copy.id, store.id)).sort()).toEqual(
      names(await inFolder(ada, budget.id, store.id)).sort(),
    );
    value(await ada.call<PerFile>('storage:remove', { fileIds: [copy.id] }));
  });
});
