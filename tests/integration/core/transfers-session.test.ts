// An upload session the service no longer knows: the sandbox is replaced, on the same port and key, by one with an
// empty data folder while an upload is paused. Resuming asks where the session is, gets the service's 404, starts
// the upload again from the beginning and says so in the transfer's reason.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { exchangesOf, startTestCore, type TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { CHUNK, followTransfers, randomFile, unwrapCall } from './transfer-harness';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: RunningSandbox;
let test: TestCore;

beforeEach(async () => {
  dir = await tempDir('transfers-session');
  sandbox = await startSandbox({ port: 0, dataDir: `${dir.path}/first`, tlog: { seed: false } });
  test = await startTestCore('transfers-session', sandbox, undefined, { allowPathUploads: true });
});
afterEach(async () => {
  await test.close();
  await sandbox.close();
  await dir.remove();
});

it('starts a forgotten session anew and says so', { timeout: 60_000 }, async () => {
  const follow = followTransfers(test);
  await unwrapCall(test, 'sandbox:setFaults', {
    service: 'genai',
    faults: { ...NO_FAULTS, latencyMs: 150 },
  });
  const size = 2 * CHUNK + 10;
  const file = await randomFile(dir.path, 'forgotten.bin', size);
  const { id } = await unwrapCall<Transfer>(test, 'transfers:upload', {
    service: 'genai',
    source: { kind: 'path', path: file.path },
    size,
  });
  await follow.until(id, (t) => t.bytesDone >= CHUNK);
  await unwrapCall(test, 'transfers:pause', { id });

  const { port } = new URL(sandbox.baseUrl);
  await sandbox.close();
  sandbox = await startSandbox({
    port: Number(port),
    dataDir: `${dir.path}/second`,
    apiKey: sandbox.apiKey,
    tlog: { seed: false },
  });
  await test.call('inspector:clear');
  const mark = follow.mark();
  await unwrapCall(test, 'transfers:resume', { id });
  const done = await follow.until(id, (t) => t.state === 'done' || t.state === 'failed', mark);
  expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });
  expect(done.reason).toMatch(
    /no longer knew this upload's session \(.*HTTP 404.*\), so it started again from the beginning/,
  );

  const commands = (await exchangesOf(test, 'genai')).map((e) => [
    e.requestHeaders.find(([k]) => k === 'x-goog-upload-command')?.[1],
    e.status,
  ]);
  expect(commands.slice(0, 3)).toEqual([
    ['query', 404],
    ['start', 200],
    ['upload', 200],
  ]);
  follow.stop();
});
