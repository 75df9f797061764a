// Small files into the storage service through the transfer engine, with a real core against the real sandbox
// signed in as Ada (the page streams each file, as in the headless host): a file that fits one request goes as one
// multipart files.create under an ID reserved beforehand, checked against the service's SHA-256 and journaled;
// an answer lost on the way, or a core closed while the file was in flight, is followed up by asking for the
// file by that ID, so the file is made once and checked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { Exchange } from '../../../src-shared/contract/schemas/inspector';
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

let dir: Awaited<ReturnType<typeof tempDir>>;
let proxy: Awaited<ReturnType<typeof chunkProxy>>;
const backend = memoryBackend();
const cores: TestCore[] = [];

beforeEach(async () => {
  dir = await tempDir('storage-small-uploads');
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

async function newFolder(test: TestCore, name: string): Promise<StorageFile> {
  const input = { parentId: 'root', name: `${name} ${Date.now()}` };
  return (await unwrapCall<{ file: StorageFile }>(test, 'storage:createFolder', input)).file;
}

async function listed(test: TestCore, folderId: string): Promise<StorageFile[]> {
  const view = { kind: 'folder', folderId };
  return (await unwrapCall<{ files: StorageFile[] }>(test, 'storage:list', { view })).files;
}

const queue = (test: TestCore, name: string, size: number, folderId: string) =>
  unwrapCall<Transfer>(test, 'transfers:upload', {
    service: 'storage',
    folder: { id: folderId, path: '' },
    source: { kind: 'browser', name, lastModified: 1 },
    size,
    mimeType: 'application/octet-stream',
  });

const finished = (t: Transfer) => t.state === 'done' || t.state === 'failed';
/** The requests that carried file bytes (the storage service's upload paths). */
const uploadsIn = (exchanges: Exchange[]) =>
  exchanges.filter((e) => new URL(e.url).pathname.startsWith('/upload/'));

async function uploadRuns(test: TestCore): Promise<JournalOperation[]> {
  const input = { service: 'storage', kind: 'upload-file', page: 0, pageSize: 10 };
  return (await unwrapCall<{ operations: JournalOperation[] }>(test, 'journal:list', input)).operations;
}

describe('small files through the transfer engine', { timeout: 120_000 }, () => {
  it('sends a small file as one request under a reserved ID, checks it and journals it', async () => {
    const test = await core();
    const follow = followTransfers(test);
    const folder = await newFolder(test, 'Small');
    await test.call('inspector:clear');
    const file = await randomFile(dir.path, 'small.bin', 100_000);
    const { id } = await queue(test, 'small.bin', file.bytes.length, folder.id);
    await sendFrom(test, id, file.bytes, 0);
    const done = await follow.until(id, finished);
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });

    const exchanges = await exchangesOf(test, 'storage');
    const reserve = exchanges.filter((e) => e.url.includes('/files/generateIds'));
    expect(reserve.map((e) => e.status)).toEqual([200]);
    const uploads = uploadsIn(exchanges);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', status: 200 });
    expect(new URL(uploads[0]!.url).searchParams.get('uploadType')).toBe('multipart');

    const [stored] = await listed(test, folder.id);
    expect(stored).toMatchObject({ id: done.resultName, name: 'small.bin', sha256Checksum: file.sha256 });
    const token = await driveAccess(oauth());
    const media = await fetch(`${oauth().sandbox.baseUrl}/store/v3/files/${stored!.id}?alt=media`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await media.arrayBuffer()).equals(file.bytes)).toBe(true);
    const [run] = await uploadRuns(test);
    expect(run).toMatchObject({ outcome: 'ok', target: 'small.bin', undoable: true });
    expect(run!.response).toMatchObject({ name: stored!.id, remoteSha256: file.sha256 });
    follow.stop();
  });

  it('when the answer is lost on the way, asks for the file by its ID rather than sending it again', async () => {
    const test = await core();
    const follow = followTransfers(test);
    const folder = await newFolder(test, 'Lost answer');
    await test.call('inspector:clear');
    const file = await randomFile(dir.path, 'lost.bin', 20_000);
    proxy.state.oneRequestAnswers = 'lose';
    const { id } = await queue(test, 'lost.bin', file.bytes.length, folder.id);
    await sendFrom(test, id, file.bytes, 0);
    const done = await follow.until(id, finished);
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });
    expect(proxy.state.answered).toBe(1);

    const exchanges = await exchangesOf(test, 'storage');
    expect(uploadsIn(exchanges)).toHaveLength(1);
    const asked = exchanges.filter((e) => e.method === 'GET' && e.url.includes(`/files/${done.resultName}?`));
    expect(asked.map((e) => e.status)).toEqual([200]);
    expect((await listed(test, folder.id)).map((f) => f.id)).toEqual([done.resultName]);
    follow.stop();
  });

  it('after a core closed with the file in flight, the next core finds the file by its ID and checks it', async () => {
    const file = await randomFile(dir.path, 'inflight.bin', 50_000);
    const first = await core();
    const folder = await newFolder(first, 'In flight');
    proxy.state.oneRequestAnswers = 'hold';
    const { id } = await queue(first, 'inflight.bin', file.bytes.length, folder.id);
    await sendFrom(first, id, file.bytes, 0);
    // The service has made the file; its answer never reaches the first core, which closes meanwhile.
    await expect.poll(() => proxy.state.answered, { timeout: 30_000 }).toBe(1);
    await first.close();
    cores.splice(cores.indexOf(first), 1);
    proxy.state.oneRequestAnswers = 'pass';

    const second = await core();
    const waiting = (await unwrapCall<{ transfers: Transfer[] }>(second, 'transfers:list')).transfers;
    expect(waiting.find((t) => t.id === id)).toMatchObject({ state: 'paused', needsFile: true });
    const follow = followTransfers(second);
    await second.call('inspector:clear');
    await sendFrom(second, id, file.bytes, 0);
    const done = await follow.until(id, finished);
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });
    const exchanges = await exchangesOf(second, 'storage');
    expect(uploadsIn(exchanges)).toEqual([]);
    expect((await listed(second, folder.id)).map((f) => f.id)).toEqual([done.resultName]);
    const [resumed] = await uploadRuns(second);
    expect(resumed).toMatchObject({ outcome: 'ok', response: { name: done.resultName } });
    follow.stop();
  });
});
