// Uploads into the storage service through the transfer engine, as the headless host runs them (the page streams
// each file through transfers.sendChunk), with a real core against the real sandbox signed in as Ada: the stored
// bytes and the service's checksums, Undo from the journal, a restart of the core mid-upload that sends only what
// the service lacks, a folder of nested files made folder by folder, a cancel that ends the session at the
// service, and bytes changed on the way failing the transfer with a clear error.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { exchangesOf, type TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { driveAccess } from '../sandbox/storage-harness';
import { oauthSandboxPerFile } from '../sandbox/oauth-harness';
import { adaHeadlessCore, chunkProxy } from './storage-upload-harness';
import { followTransfers, randomFile, sendFrom, unwrapCall } from './transfer-harness';

const oauth = oauthSandboxPerFile();
/** The engine's chunk for the storage service (32 × 256 KiB). */
const CHUNK = 8 * 1024 * 1024;

let dir: Awaited<ReturnType<typeof tempDir>>;
let proxy: Awaited<ReturnType<typeof chunkProxy>>;
const backend = memoryBackend();
const cores: TestCore[] = [];

beforeEach(async () => {
  dir = await tempDir('storage-uploads');
  proxy = await chunkProxy(oauth().sandbox.baseUrl);
});
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close().catch(() => undefined);
  await proxy.close();
  await dir.remove();
});

async function core(): Promise<TestCore> {
  const test = await adaHeadlessCore(
    `${dir.path}/console`,
    { baseUrl: proxy.baseUrl, apiKey: oauth().sandbox.apiKey },
    backend,
  );
  cores.push(test);
  return test;
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

async function newFolder(test: TestCore, name: string): Promise<StorageFile> {
  return (
    await unwrapCall<{ file: StorageFile }>(test, 'storage:createFolder', {
      parentId: 'root',
      name: `${name} ${Date.now()}`,
    })
  ).file;
}

async function listed(test: TestCore, folderId: string): Promise<StorageFile[]> {
  return (
    await unwrapCall<{ files: StorageFile[] }>(test, 'storage:list', { view: { kind: 'folder', folderId } })
  ).files;
}

/** Queues a page-streamed storage upload of `bytes` named `name` into `folder`. */
const queue = (test: TestCore, name: string, size: number, folder: { id: string; path: string }) =>
  unwrapCall<Transfer>(test, 'transfers:upload', {
    service: 'storage',
    folder,
    source: { kind: 'browser', name, lastModified: 1 },
    size,
    mimeType: 'application/octet-stream',
  });

const finished = (t: Transfer) => t.state === 'done' || t.state === 'failed';

describe('storage uploads through the transfer engine', { timeout: 120_000 }, () => {
  it('streams a file into a folder; the stored bytes and checksums are the file, and Undo deletes it', async () => {
    const test = await core();
    const follow = followTransfers(test);
    const folder = await newFolder(test, 'Uploads');
    const file = await randomFile(dir.path, 'report.bin', CHUNK + 300_001);
    const queued = await queue(test, 'report.bin', file.bytes.length, { id: folder.id, path: '' });
    expect(queued).toMatchObject({ service: 'storage', folder: { id: folder.id, path: '' } });
    await sendFrom(test, queued.id, file.bytes, 0);
    const done = await follow.until(queued.id, finished);
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });

    const [stored] = await listed(test, folder.id);
    expect(stored).toMatchObject({
      id: done.resultName,
      name: 'report.bin',
      size: String(file.bytes.length),
      md5Checksum: md5(file.bytes),
      sha256Checksum: file.sha256,
    });
    const token = await driveAccess(oauth());
    const media = await fetch(`${oauth().sandbox.baseUrl}/store/v3/files/${stored!.id}?alt=media`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await media.arrayBuffer()).equals(file.bytes)).toBe(true);
    // The session URI is the upload's credential: Activity shows it redacted wherever it went.
    const exchanges = await exchangesOf(test, 'storage');
    const start = exchanges.find((e) => e.method === 'POST' && e.url.includes('uploadType=resumable'))!;
    expect(start.responseHeaders.find(([k]) => k === 'location')?.[1]).toContain('upload_id=<redacted>');
    const chunks = exchanges.filter((e) => e.method === 'PUT');
    expect(chunks.length).toBe(2);
    for (const chunk of chunks) expect(chunk.url).toContain('upload_id=<redacted>');

    const { operations } = await unwrapCall<{ operations: JournalOperation[] }>(test, 'journal:list', {
      service: 'storage',
      kind: 'upload-file',
      page: 0,
      pageSize: 10,
    });
    expect(operations[0]).toMatchObject({ outcome: 'ok', undoable: true });
    await unwrapCall(test, 'journal:undo', { opId: operations[0]!.id });
    expect(await listed(test, folder.id)).toEqual([]);
    follow.stop();
  });

  it('after a core restart, takes the file again and sends only what the service lacks', async () => {
    const size = 2 * CHUNK + 12_345;
    const file = await randomFile(dir.path, 'restart.bin', size);
    const first = await core();
    const folder = await newFolder(first, 'Restart');
    const follow = followTransfers(first);
    const { id } = await queue(first, 'restart.bin', size, { id: folder.id, path: '' });
    // A chunk and a bit are sent; the first whole chunk is taken before the core goes away.
    await sendFrom(first, id, file.bytes, 0, CHUNK + 2 * 1024 * 1024);
    await follow.until(id, (t) => t.bytesDone >= CHUNK);
    follow.stop();
    await first.close();
    cores.splice(cores.indexOf(first), 1);

    const second = await core();
    const waiting = (await unwrapCall<{ transfers: Transfer[] }>(second, 'transfers:list')).transfers;
    expect(waiting.find((t) => t.id === id)).toMatchObject({ state: 'paused', needsFile: true });
    const again = followTransfers(second);
    await second.call('inspector:clear');
    await sendFrom(second, id, file.bytes, 0);
    expect(await again.until(id, finished)).toMatchObject({
      state: 'done',
      sha256: file.sha256,
      remoteSha256: file.sha256,
    });

    const exchanges = await exchangesOf(second, 'storage');
    const header = (i: number, name: string, side: 'requestHeaders' | 'responseHeaders') =>
      exchanges[i]![side].find(([k]) => k === name)?.[1];
    expect(header(0, 'content-range', 'requestHeaders')).toBe(`bytes */${size}`);
    expect(exchanges[0]!.status).toBe(308);
    const held = Number(/bytes=0-(\d+)/.exec(header(0, 'range', 'responseHeaders') ?? '')![1]) + 1;
    expect(held).toBeGreaterThanOrEqual(CHUNK);
    const chunks = exchanges.slice(1).filter((e) => e.method === 'PUT');
    expect(header(1, 'content-range', 'requestHeaders')).toMatch(new RegExp(`^bytes ${held}-`));
    expect(chunks.reduce((sum, e) => sum + e.requestBytes, 0)).toBe(size - held);
    expect((await listed(second, folder.id)).map((f) => f.sha256Checksum)).toEqual([file.sha256]);
    again.stop();
  });

  it('makes a folder tree, then each file arrives in its own folder', async () => {
    const test = await core();
    const follow = followTransfers(test);
    const top = await newFolder(test, 'Tree');
    const paths = ['album/a.txt', 'album/2024/b.txt', 'album/2024/june/c.txt', 'album/notes/d.txt'];
    const { folders } = await unwrapCall<{ folders: Array<{ path: string; id: string }> }>(
      test,
      'storage:makeFolders',
      { parentId: top.id, paths: ['album/2024/june', 'album/notes', 'album'] },
    );
    expect(folders.map((f) => f.path)).toEqual(['album', 'album/2024', 'album/notes', 'album/2024/june']);
    const idOf = new Map(folders.map((f) => [f.path, f.id]));
    for (const path of paths) {
      const cut = path.lastIndexOf('/');
      const folderPath = path.slice(0, cut);
      const bytes = Buffer.from(`the file ${path}\n`);
      const queued = await queue(test, path.slice(cut + 1), bytes.length, {
        id: idOf.get(folderPath)!,
        path: folderPath,
      });
      await sendFrom(test, queued.id, bytes, 0);
      expect(await follow.until(queued.id, finished)).toMatchObject({ state: 'done' });
    }
    const names = async (folderId: string) => (await listed(test, folderId)).map((f) => f.name).sort();
    expect(await names(top.id)).toEqual(['album']);
    expect(await names(idOf.get('album')!)).toEqual(['2024', 'a.txt', 'notes']);
    expect(await names(idOf.get('album/2024')!)).toEqual(['b.txt', 'june']);
    expect(await names(idOf.get('album/2024/june')!)).toEqual(['c.txt']);
    expect(await names(idOf.get('album/notes')!)).toEqual(['d.txt']);
    const made = await unwrapCall<{ operations: JournalOperation[] }>(test, 'journal:list', {
      service: 'storage',
      kind: 'create-folder',
      page: 0,
      pageSize: 50,
    });
    expect(made.operations.filter((op) => op.outcome === 'ok').length).toBeGreaterThanOrEqual(4);
    expect(await test.call('storage:makeFolders', { parentId: top.id, paths: ['a/../b'] })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    follow.stop();
  });

  it('cancels at the service too: the session ends and its URI is not known any more', async () => {
    const test = await core();
    const follow = followTransfers(test);
    const folder = await newFolder(test, 'Cancel');
    const file = await randomFile(dir.path, 'cancel.bin', 2 * CHUNK);
    const { id } = await queue(test, 'cancel.bin', file.bytes.length, { id: folder.id, path: '' });
    await sendFrom(test, id, file.bytes, 0, CHUNK + 1024 * 1024);
    await follow.until(id, (t) => t.bytesDone >= CHUNK);
    // The sandbox keeps each session as <id>.json (and its bytes as <id>.part) in its uploads folder.
    const uploads = join(oauth().sandbox.dataDir, 'storage', 'uploads');
    const before = await readdir(uploads);
    expect(await unwrapCall<Transfer>(test, 'transfers:cancel', { id })).toMatchObject({
      state: 'cancelled',
      reason: null,
    });
    const ended = (await exchangesOf(test, 'storage')).filter((e) => e.method === 'DELETE');
    expect(ended.map((e) => e.status)).toEqual([499]);
    const after = await readdir(uploads);
    expect(before.filter((name) => !after.includes(name)).sort()).toEqual([
      expect.stringMatching(/\.json$/),
      expect.stringMatching(/\.part$/),
    ]);
    expect(await listed(test, folder.id)).toEqual([]);
    follow.stop();
  });

  it.each([
    ['in one request', 300_000],
    ['in a resumable session', CHUNK + 300_000],
  ])('fails the transfer with a clear error when the bytes change on the way (%s)', async (_way, size) => {
    const test = await core();
    const follow = followTransfers(test);
    const folder = await newFolder(test, 'Mismatch');
    const file = await randomFile(dir.path, 'flipped.bin', size);
    proxy.state.mangle = true;
    const queued = await queue(test, 'flipped.bin', file.bytes.length, { id: folder.id, path: '' });
    await sendFrom(test, queued.id, file.bytes, 0);
    const failed = await follow.until(queued.id, finished);
    expect(failed).toMatchObject({ state: 'failed', sha256: file.sha256 });
    expect(failed.remoteSha256).not.toBe(file.sha256);
    expect(failed.reason).toMatch(/SHA-256 .* differs from the file's .* Delete the file .* upload it again/);
    const { operations } = await unwrapCall<{ operations: JournalOperation[] }>(test, 'journal:list', {
      service: 'storage',
      kind: 'upload-file',
      page: 0,
      pageSize: 10,
    });
    expect(operations[0]).toMatchObject({ outcome: 'failed' });
    follow.stop();
  });
});
