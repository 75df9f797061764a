// Page-streamed uploads (the headless host: the page holds the file and sends it through transfers.sendChunk),
// through the router against the real sandbox: main buffers no more than a chunk, a core that does not read paths
// refuses them, and after a restart the page gives the file again from 0 while only the bytes the service lacks
// are sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createCore } from '../../../src-main/core/create-core';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { MAX_CHUNK_BYTES, type Transfer } from '../../../src-shared/contract/schemas/transfers';
import { exchangesOf, TEST_CTX, type TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { CHUNK, followTransfers, randomFile, sendFrom, unwrapCall } from './transfer-harness';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: RunningSandbox;

beforeEach(async () => {
  dir = await tempDir('transfers-page');
  sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/sandbox`, tlog: { seed: false } });
});
afterEach(async () => {
  await sandbox.close();
  await dir.remove();
});

/** A headless core on the test's data folder: it reads no paths and has no file dialog. */
async function headlessCore(): Promise<TestCore> {
  const core = await createCore({
    shell: 'headless',
    version: 'test',
    dataDir: `${dir.path}/console`,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
  });
  return {
    core,
    call: (channel, input = {}) => core.router.invoke(channel, input, TEST_CTX) as never,
    close: () => core.close(),
  };
}

describe('page-streamed uploads', { timeout: 120_000 }, () => {
  it('takes the file piece by piece from the page and checks the hash', async () => {
    const test = await headlessCore();
    try {
      const follow = followTransfers(test);
      const size = 2 * CHUNK + 777;
      const file = await randomFile(dir.path, 'page.bin', size);
      const refused = await test.call('transfers:upload', {
        service: 'genai',
        source: { kind: 'path', path: file.path },
        size,
      });
      expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
      expect(await test.call('transfers:uploadPicked', { service: 'genai' })).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION', message: expect.stringContaining('the page picks files') },
      });

      const queued = await unwrapCall<Transfer>(test, 'transfers:upload', {
        service: 'genai',
        source: { kind: 'browser', name: 'page.bin', lastModified: 1 },
        size,
        mimeType: 'application/octet-stream',
      });
      const answers = await sendFrom(test, queued.id, file.bytes, 0);
      expect(answers.map((a) => a.next)).toEqual(
        Array.from({ length: Math.ceil(size / MAX_CHUNK_BYTES) }, (_, i) =>
          Math.min((i + 1) * MAX_CHUNK_BYTES, size),
        ),
      );
      const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
      expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });
      // A piece that is not where main expects it is not taken: the answer says where to send from.
      expect(
        await unwrapCall(test, 'transfers:sendChunk', { id: queued.id, offset: 5, data: 'AAAA' }),
      ).toEqual({ next: size, state: 'done' });
      follow.stop();
    } finally {
      await test.close();
    }
  });

  it('after a restart, waits for the file again and sends only what the service lacks', async () => {
    const size = 3 * CHUNK + 4321;
    const file = await randomFile(dir.path, 'restart.bin', size);
    const first = await headlessCore();
    let id: string;
    try {
      const follow = followTransfers(first);
      id = (
        await unwrapCall<Transfer>(first, 'transfers:upload', {
          service: 'genai',
          source: { kind: 'browser', name: 'restart.bin', lastModified: 1 },
          size,
        })
      ).id;
      // The page sends a little more than two chunks' worth, then goes away with main.
      await sendFrom(first, id, file.bytes, 0, 2 * CHUNK + MAX_CHUNK_BYTES);
      // Both whole chunks taken before main goes away, so no chunk is still arriving at the service when the
      // second core asks where the upload is (that race is the killed-run test's).
      await follow.until(id, (t) => t.bytesDone >= 2 * CHUNK);
      follow.stop();
    } finally {
      await first.close();
    }

    const second = await headlessCore();
    try {
      const follow = followTransfers(second);
      const waiting = (await unwrapCall<{ transfers: Transfer[] }>(second, 'transfers:list')).transfers[0]!;
      expect(waiting).toMatchObject({ id, state: 'paused', needsFile: true });
      expect(waiting.reason).toMatch(/pick the same file again/);
      expect(await second.call('transfers:resume', { id })).toMatchObject({
        ok: false,
        error: { code: 'CONFLICT' },
      });

      await second.call('inspector:clear');
      await sendFrom(second, id, file.bytes, 0);
      const done = await follow.until(id, (t) => t.state === 'done' || t.state === 'failed');
      expect(done).toMatchObject({
        state: 'done',
        needsFile: false,
        sha256: file.sha256,
        remoteSha256: file.sha256,
      });

      const exchanges = await exchangesOf(second, 'genai');
      const header = (i: number, name: string, side: 'requestHeaders' | 'responseHeaders') =>
        exchanges[i]![side].find(([k]) => k === name)?.[1];
      expect(header(0, 'x-goog-upload-command', 'requestHeaders')).toBe('query');
      const held = Number(header(0, 'x-goog-upload-size-received', 'responseHeaders'));
      expect(held).toBeGreaterThanOrEqual(CHUNK);
      const uploads = exchanges.slice(1);
      expect(uploads.map((e) => e.requestHeaders.find(([k]) => k === 'x-goog-upload-offset')?.[1])[0]).toBe(
        String(held),
      );
      expect(uploads.reduce((sum, e) => sum + e.requestBytes, 0)).toBe(size - held);
      follow.stop();
    } finally {
      await second.close();
    }
  });
});
