/**
 * Uploads into the sandbox's storage service through the transfer engine (a core signed in as Ada, files read by
 * path, the queue's default settings), each next to its anchor in the same run: one 1 GiB file against curl
 * with the same resumable protocol and chunks (throughput), and a folder of 1,000 small files against one
 * multipart request per file, one after another (no concurrency). Every engine upload must end done, its SHA-256
 * equal to the service's.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCore, type Core } from '../src-main/core/create-core';
import { memoryBackend } from '../src-main/services/vault/secret-backend';
import type { StorageFile } from '../src-shared/contract/schemas/storage';
import type { Transfer } from '../src-shared/contract/schemas/transfers';
import { tempDir } from '../tests/support/temp-dir';
import { adaAccessToken, consentAsAda } from './lib/demo-account';
import { startSandboxProcess } from './lib/sandbox-process';
import { ratio } from './lib/stats';
import { curlResumable, oneRequestEach } from './lib/storage-upload-anchors';

const BIG = 1024 ** 3;
const CHUNK = 8 * 1024 * 1024;
const SMALL_FILES = 1000;
const SMALL_SIZE = 16 * 1024;
const MIB = 1024 * 1024;
const DRIVE = 'https://www.googleapis.com/auth/drive';
const CTX = { shell: 'headless' as const, senderId: 'bench' };

async function writeRandomFile(path: string, size: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    for (let written = 0; written < size; written += CHUNK)
      await handle.write(randomBytes(Math.min(CHUNK, size - written)));
  } finally {
    await handle.close();
  }
}

/** A core's calls, unwrapped, and a wait for a set of transfers to finish. */
function driver(core: Core) {
  const finished = new Map<string, Transfer>();
  let wake = () => undefined as void;
  core.router.stream(
    'transfers:events',
    {},
    {
      event: (event) => {
        const { transfer } = event as { transfer: Transfer };
        if (transfer.state === 'done' || transfer.state === 'failed') finished.set(transfer.id, transfer);
        wake();
      },
    },
    CTX,
  );
  const call = async <T>(channel: string, input: unknown): Promise<T> => {
    const result = await core.router.invoke(channel, input, CTX);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.value as T;
  };
  /** Waits until every transfer of `ids` is done; fails on one that is not, or on a hash the service differs on. */
  const allDone = async (ids: readonly string[]) => {
    while (!ids.every((id) => finished.has(id))) await new Promise<void>((resolve) => (wake = resolve));
    for (const id of ids) {
      const t = finished.get(id)!;
      if (t.state !== 'done' || t.sha256 !== t.remoteSha256) throw new Error(`${t.target}: ${t.reason}`);
    }
  };
  return { call, allDone };
}

export async function benchStorageUpload(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-storage-upload');
  const sandboxDir = join(dir.path, 'sandbox');
  const sandbox = await startSandboxProcess(root, sandboxDir, ['--no-seed']);
  const core = await createCore({
    shell: 'headless',
    version: 'bench',
    dataDir: join(dir.path, 'console'),
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    allowPathUploads: true,
    openBrowser: async (url) => void (await fetch(await consentAsAda(url))),
  });
  try {
    const { call, allDone } = driver(core);
    await call('accounts:signIn', { profileId: 'sandbox' });
    const token = await adaAccessToken(sandbox.baseUrl, sandboxDir, [DRIVE]);
    const folder = async (name: string) =>
      (await call<{ file: StorageFile }>('storage:createFolder', { parentId: 'root', name })).file.id;
    const upload = async (path: string, size: number, into: string) =>
      (
        await call<Transfer>('transfers:upload', {
          service: 'storage',
          folder: { id: into, path: '' },
          source: { kind: 'path', path },
          size,
          mimeType: 'application/octet-stream',
        })
      ).id;

    const big = join(dir.path, 'big.bin');
    await writeRandomFile(big, BIG);
    const small = join(dir.path, 'small');
    await mkdir(small);
    const smallFiles = Array.from({ length: SMALL_FILES }, (_, i) => join(small, `file-${i}.bin`));
    for (const file of smallFiles) await writeFile(file, randomBytes(SMALL_SIZE));

    const curlBig = await curlResumable(sandbox.baseUrl, token, await folder('curl'), big, BIG, CHUNK);
    const engineFolder = await folder('engine');
    let started = performance.now();
    await allDone([await upload(big, BIG, engineFolder)]);
    const engineBig = (performance.now() - started) / 1000;

    const eachSmall = await oneRequestEach(sandbox.baseUrl, token, await folder('one by one'), smallFiles);
    const smallFolder = await folder('engine small');
    started = performance.now();
    const ids = [];
    for (const file of smallFiles) ids.push(await upload(file, SMALL_SIZE, smallFolder));
    await allDone(ids);
    const engineSmall = (performance.now() - started) / 1000;
    const { settings } = await call<{ settings: { concurrency: number } }>('transfers:list', {});

    const rate = (bytes: number, seconds: number) => `${(bytes / MIB / seconds).toFixed(1)} MiB/s`;
    const perSecond = (seconds: number) => `${(SMALL_FILES / seconds).toFixed(1)} files/s`;
    return {
      markdown: [
        '| 1 GiB file to the storage service | transfer engine | anchor: curl, same protocol, 8 MiB chunks |',
        '| --- | --- | --- |',
        `| time (engine: queued to its done event; curl: start to the last chunk's answer) | ${engineBig.toFixed(2)} s | ${curlBig.toFixed(2)} s |`,
        `| throughput | ${rate(BIG, engineBig)} | ${rate(BIG, curlBig)} |`,
        '',
        `The engine reaches **${ratio(curlBig, engineBig)}** of curl's throughput.`,
        '',
        `| ${SMALL_FILES.toLocaleString('en')} files of ${SMALL_SIZE / 1024} KiB into one folder | transfer engine (${settings.concurrency} at a time, each a resumable session, journaled and checked) | anchor: one multipart request per file, one at a time |`,
        '| --- | --- | --- |',
        `| time | ${engineSmall.toFixed(2)} s | ${eachSmall.toFixed(2)} s |`,
        `| files per second | ${perSecond(engineSmall)} | ${perSecond(eachSmall)} |`,
        '',
        `The engine takes **${ratio(engineSmall, eachSmall)}** of the one-by-one anchor's time for the small files.`,
      ].join('\n'),
    };
  } finally {
    await core.close();
    await sandbox.stop();
    await dir.remove();
  }
}
