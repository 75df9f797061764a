/**
 * Uploads into the sandbox's storage service through the transfer engine (a core signed in as Ada, files read by
 * path, the queue's default settings), each next to its anchor in the same run: one 1 GiB file against curl
 * with the same resumable protocol and chunks (throughput), and a folder of 1,000 small files (each sent by the
 * engine as one multipart request, as files that fit one request are) against one multipart request per file,
 * one after another (no concurrency). Each phase runs on a sandbox of its own, since
 * the sandbox writes its whole state on every change and would make a later phase pay for the files of an earlier
 * one. Every engine upload must end done, its SHA-256 equal to the service's.
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

/** A fresh sandbox and a core signed in to it as Ada (so that no phase pays for the files of another). */
async function onFreshSandbox<T>(
  root: string,
  dir: string,
  work: (tools: {
    baseUrl: string;
    token: string;
    folder: (name: string) => Promise<string>;
    upload: (path: string, size: number, into: string) => Promise<string>;
    allDone: (ids: readonly string[]) => Promise<void>;
    concurrency: () => Promise<number>;
  }) => Promise<T>,
): Promise<T> {
  const sandboxDir = join(dir, 'sandbox');
  const sandbox = await startSandboxProcess(root, sandboxDir, ['--no-seed']);
  const core = await createCore({
    shell: 'headless',
    version: 'bench',
    dataDir: join(dir, 'console'),
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    allowPathUploads: true,
    openBrowser: async (url) => void (await fetch(await consentAsAda(url))),
  });
  try {
    const { call, allDone } = driver(core);
    await call('accounts:signIn', { profileId: 'sandbox' });
    return await work({
      baseUrl: sandbox.baseUrl,
      token: await adaAccessToken(sandbox.baseUrl, sandboxDir, [DRIVE]),
      folder: async (name) =>
        (await call<{ file: StorageFile }>('storage:createFolder', { parentId: 'root', name })).file.id,
      upload: async (path, size, into) =>
        (
          await call<Transfer>('transfers:upload', {
            service: 'storage',
            folder: { id: into, path: '' },
            source: { kind: 'path', path },
            size,
            mimeType: 'application/octet-stream',
          })
        ).id,
      allDone,
      concurrency: async () =>
        (await call<{ settings: { concurrency: number } }>('transfers:list', {})).settings.concurrency,
    });
  } finally {
    await core.close();
    await sandbox.stop();
  }
}

export async function benchStorageUpload(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-storage-upload');
  try {
    const big = join(dir.path, 'big.bin');
    await writeRandomFile(big, BIG);
    const small = join(dir.path, 'small');
    await mkdir(small);
    const smallFiles = Array.from({ length: SMALL_FILES }, (_, i) => join(small, `file-${i}.bin`));
    for (const file of smallFiles) await writeFile(file, randomBytes(SMALL_SIZE));

    // The big file twice each way, alternating, the faster of each kept: a busy moment hits both alike.
    const bigTimes = await onFreshSandbox(root, join(dir.path, 'big'), async (tools) => {
      const engine: number[] = [];
      const curl: number[] = [];
      for (let round = 0; round < 2; round++) {
        const started = performance.now();
        await tools.allDone([await tools.upload(big, BIG, await tools.folder(`engine ${round}`))]);
        engine.push((performance.now() - started) / 1000);
        const into = await tools.folder(`curl ${round}`);
        curl.push(await curlResumable(tools.baseUrl, tools.token, into, big, BIG, CHUNK));
      }
      return { engine: Math.min(...engine), curl: Math.min(...curl) };
    });
    const engineSmall = await onFreshSandbox(root, join(dir.path, 'engine-small'), async (tools) => {
      const into = await tools.folder('engine small');
      const started = performance.now();
      const ids = [];
      for (const file of smallFiles) ids.push(await tools.upload(file, SMALL_SIZE, into));
      await tools.allDone(ids);
      return { seconds: (performance.now() - started) / 1000, concurrency: await tools.concurrency() };
    });
    const eachSmall = await onFreshSandbox(root, join(dir.path, 'each-small'), async (tools) =>
      oneRequestEach(tools.baseUrl, tools.token, await tools.folder('one by one'), smallFiles),
    );

    const rate = (bytes: number, seconds: number) => `${(bytes / MIB / seconds).toFixed(1)} MiB/s`;
    const perSecond = (seconds: number) => `${(SMALL_FILES / seconds).toFixed(1)} files/s`;
    return {
      markdown: [
        '| 1 GiB file to the storage service (the faster of two runs each, alternating) | transfer engine | anchor: curl, same protocol, 8 MiB chunks |',
        '| --- | --- | --- |',
        `| time (engine: queued to its done event; curl: start to the last chunk's answer) | ${bigTimes.engine.toFixed(2)} s | ${bigTimes.curl.toFixed(2)} s |`,
        `| throughput | ${rate(BIG, bigTimes.engine)} | ${rate(BIG, bigTimes.curl)} |`,
        '',
        `The engine reaches **${ratio(bigTimes.curl, bigTimes.engine)}** of curl's throughput.`,
        '',
        `| ${SMALL_FILES.toLocaleString('en')} files of ${SMALL_SIZE / 1024} KiB into one folder, each on a fresh sandbox | transfer engine (${engineSmall.concurrency} at a time, each one multipart request under a reserved ID, journaled and checked) | anchor: one multipart request per file, one at a time |`,
        '| --- | --- | --- |',
        `| time | ${engineSmall.seconds.toFixed(2)} s | ${eachSmall.toFixed(2)} s |`,
        `| files per second | ${perSecond(engineSmall.seconds)} | ${perSecond(eachSmall)} |`,
        '',
        `The engine takes **${ratio(engineSmall.seconds, eachSmall)}** of the one-by-one anchor's time for the small files.`,
      ].join('\n'),
    };
  } finally {
    await dir.remove();
  }
}
