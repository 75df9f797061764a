// The crash test: a process running a core uploads a file and is killed with SIGKILL once more than half of it is
// acknowledged; a new core on the same data folder resumes the upload at the size the service received (asking
// with `query`, re-reading the first part only to rebuild the hash) and completes it with the right hash, sending
// each byte the service already held not at all.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore } from '../../../src-main/core/create-core';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { exchangesOf, TEST_CTX, type TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { CHUNK, followTransfers, randomFile } from './transfer-harness';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: RunningSandbox;

beforeEach(async () => {
  dir = await tempDir('transfers-crash');
  sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox`, tlog: { seed: false } });
  await sandbox.opened;
});
afterEach(async () => {
  await sandbox.close();
  await dir.remove();
});

it(
  'resumes an upload killed with SIGKILL mid-way where the service is, and completes it with the right hash',
  { timeout: 120_000 },
  async () => {
    const size = 5 * CHUNK + 999;
    const file = await randomFile(dir.path, 'crash.bin', size);
    const dataDir = `${dir.path}/console`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/integration/core/transfer-crash-child.ts',
        dataDir,
        sandbox.baseUrl,
        sandbox.apiKey,
        '100',
        file.path,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let acknowledged = 0;
    let id = '';
    for await (const line of createInterface({ input: child.stdout })) {
      const event = JSON.parse(line) as { id: string; bytesDone: number; state: string };
      id = event.id;
      acknowledged = event.bytesDone;
      if (acknowledged > size / 2) {
        child.kill('SIGKILL');
        break;
      }
    }
    await exited;
    expect(acknowledged, `the child did not get half way: ${stderr}`).toBeGreaterThan(size / 2);
    expect(acknowledged).toBeLessThan(size);

    const core = await createCore({
      shell: 'headless',
      version: 'test',
      dataDir,
      secretBackend: memoryBackend(),
      sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
      allowPathUploads: true,
    });
    const test: TestCore = {
      core,
      call: (channel, input = {}) => core.router.invoke(channel, input, TEST_CTX) as never,
      close: () => core.close(),
    };
    try {
      const follow = followTransfers(test);
      await test.call('sandbox:resetFaults');
      const done = await follow.until(id, (t: Transfer) => t.state === 'done' || t.state === 'failed');
      expect(done).toMatchObject({
        state: 'done',
        sha256: file.sha256,
        remoteSha256: file.sha256,
        reason: null,
      });

      const exchanges = await exchangesOf(test, 'genai');
      const header = (i: number, name: string, side: 'requestHeaders' | 'responseHeaders') =>
        exchanges[i]![side].find(([k]) => k === name)?.[1];
      // The new core asked where the upload stood, and started no new session.
      expect(header(0, 'x-goog-upload-command', 'requestHeaders')).toBe('query');
      const held = Number(header(0, 'x-goog-upload-size-received', 'responseHeaders'));
      expect(held).toBeGreaterThanOrEqual(acknowledged);
      const uploads = exchanges.filter((e) =>
        e.requestHeaders.some(([k, v]) => k === 'x-goog-upload-command' && v.startsWith('upload')),
      );
      expect(
        exchanges.some((e) =>
          e.requestHeaders.some(([k, v]) => k === 'x-goog-upload-command' && v === 'start'),
        ),
      ).toBe(false);
      expect(uploads[0]!.requestHeaders).toContainEqual(['x-goog-upload-offset', String(held)]);
      // Nothing below the service's offset went out again: the run after the crash sent exactly the rest. What the
      // killed process had in flight (at most one chunk, the one after `held`) is the only part sent twice.
      expect(uploads.reduce((sum, e) => sum + e.requestBytes, 0)).toBe(size - held);
      expect(held - acknowledged).toBeLessThanOrEqual(CHUNK);
      follow.stop();
    } finally {
      await test.close();
    }
  },
);
