// Pausing, resuming, cancelling and retrying uploads, and riding out the service's faults (the sandbox's genai
// faults: 503 with Retry-After, dropped connections, a refusal), through the router against the real sandbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_FAULTS, type FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import type { Exchange } from '../../../src-shared/contract/schemas/inspector';
import { exchangesOf, startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { CHUNK, followTransfers, randomFile, unwrapCall } from './transfer-harness';

let harness: CoreWithSandbox;
let files: Awaited<ReturnType<typeof tempDir>>;
let follow: ReturnType<typeof followTransfers>;

beforeAll(async () => {
  harness = await startCoreWithSandbox(
    'transfers-control',
    { tlog: { seed: false } },
    { allowPathUploads: true },
  );
  files = await tempDir('transfers-control-files');
});
afterAll(async () => {
  await harness.close();
  await files.remove();
});
beforeEach(async () => {
  follow?.stop();
  follow = followTransfers(harness);
  await harness.call('sandbox:resetFaults');
  await harness.call('inspector:clear');
});

const setFaults = (faults: Partial<FaultSettings>) =>
  unwrapCall(harness, 'sandbox:setFaults', { service: 'genai', faults: { ...NO_FAULTS, ...faults } });

async function uploadOf(chunks: number, name: string) {
  const size = chunks * CHUNK + 1000;
  const file = await randomFile(files.path, name, size);
  const queued = await unwrapCall<Transfer>(harness, 'transfers:upload', {
    service: 'genai',
    source: { kind: 'path', path: file.path },
    size,
  });
  return { ...file, size, id: queued.id };
}

const finished = (id: string, since = 0) =>
  follow.until(id, (t) => t.state === 'done' || t.state === 'failed' || t.state === 'cancelled', since);

const header = (e: Exchange, name: string, side: 'request' | 'response' = 'request') =>
  (side === 'request' ? e.requestHeaders : e.responseHeaders).find(([k]) => k === name)?.[1];

const commands = async () =>
  (await exchangesOf(harness, 'genai')).map((e) => ({
    command: header(e, 'x-goog-upload-command'),
    offset: header(e, 'x-goog-upload-offset'),
    status: e.status,
    bytes: e.requestBytes,
    received: header(e, 'x-goog-upload-size-received', 'response'),
  }));

describe('controlling uploads', () => {
  it('pauses mid-upload and resumes where the service is, sending no accepted chunk twice', async () => {
    await setFaults({ latencyMs: 150 });
    const upload = await uploadOf(3, 'pause.bin');
    await follow.until(upload.id, (t) => t.bytesDone >= CHUNK);
    const paused = await unwrapCall<Transfer>(harness, 'transfers:pause', { id: upload.id });
    expect(paused).toMatchObject({ state: 'paused', rate: null, etaSeconds: null });
    const before = (await commands()).length;
    expect((await unwrapCall<{ transfers: Transfer[] }>(harness, 'transfers:list')).transfers).toContainEqual(
      expect.objectContaining({ id: upload.id, state: 'paused' }),
    );
    expect(await harness.call('transfers:resume', { id: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });

    await unwrapCall(harness, 'transfers:resume', { id: upload.id });
    const done = await finished(upload.id);
    expect(done).toMatchObject({ state: 'done', sha256: upload.sha256, remoteSha256: upload.sha256 });
    const sent = await commands();
    // The run after the pause began by asking the service where it was.
    expect(sent[before]).toMatchObject({ command: 'query', status: 200 });
    const accepted = sent.filter((c) => c.command?.startsWith('upload') && c.status === 200);
    expect(accepted.map((c) => Number(c.offset))).toEqual([0, CHUNK, 2 * CHUNK, 3 * CHUNK]);
    expect(await harness.call('transfers:pause', { id: upload.id })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
  });

  it('cancels at the service too', async () => {
    await setFaults({ latencyMs: 150 });
    const upload = await uploadOf(3, 'cancel.bin');
    await follow.until(upload.id, (t) => t.bytesDone >= CHUNK);
    const cancelled = await unwrapCall<Transfer>(harness, 'transfers:cancel', { id: upload.id });
    expect(cancelled).toMatchObject({ state: 'cancelled', reason: null });
    const last = (await commands()).at(-1);
    expect(last).toMatchObject({ command: 'cancel', status: 200 });
    const cancelAnswer = (await exchangesOf(harness, 'genai')).at(-1)!;
    expect(header(cancelAnswer, 'x-goog-upload-status', 'response')).toBe('cancelled');

    // Retrying a cancelled upload starts it again, in a new session.
    await harness.call('sandbox:resetFaults');
    const mark = follow.mark();
    await unwrapCall(harness, 'transfers:retry', { id: upload.id });
    const done = await finished(upload.id, mark);
    expect(done).toMatchObject({ state: 'done', sha256: upload.sha256, remoteSha256: upload.sha256 });
  });

  it('waits out 503s (Retry-After) and dropped connections, then asks where the service is', async () => {
    await setFaults({ errorRate: 1, errorStatus: 503, retryAfterSeconds: 0, remaining: 2 });
    const upload = await uploadOf(1, 'busy.bin');
    expect(await finished(upload.id)).toMatchObject({ state: 'done', remoteSha256: upload.sha256 });
    expect((await commands()).slice(0, 3).map((c) => [c.command, c.status])).toEqual([
      ['start', 503],
      ['start', 503],
      ['start', 200],
    ]);

    await harness.call('inspector:clear');
    await setFaults({ latencyMs: 150 });
    const dropped = await uploadOf(2, 'dropped.bin');
    await follow.until(dropped.id, (t) => t.bytesDone >= CHUNK);
    await setFaults({ resetRate: 1, remaining: 1 });
    expect(await finished(dropped.id)).toMatchObject({ state: 'done', remoteSha256: dropped.sha256 });
    const sent = await commands();
    const failedAt = sent.findIndex((c) => c.status === null);
    expect(failedAt).toBeGreaterThan(0);
    // After the dropped connection: a query, and the upload goes on from the size the service received.
    const query = sent.slice(failedAt + 1).find((c) => c.command === 'query')!;
    const next = sent.slice(failedAt + 1).find((c) => c.command?.startsWith('upload'))!;
    expect(next.offset).toBe(query.received);
  });

  it('fails on a refusal, saying why, and a retry resumes the same session', async () => {
    await setFaults({ latencyMs: 100 });
    const upload = await uploadOf(2, 'refused.bin');
    await follow.until(upload.id, (t) => t.bytesDone >= CHUNK);
    await setFaults({ errorRate: 1, errorStatus: 403, remaining: 1 });
    const failed = await finished(upload.id);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/HTTP 403/);
    const bytesDone = failed.bytesDone;
    expect(bytesDone).toBeGreaterThanOrEqual(CHUNK);

    await harness.call('inspector:clear');
    const mark = follow.mark();
    await unwrapCall(harness, 'transfers:retry', { id: upload.id });
    expect(await finished(upload.id, mark)).toMatchObject({ state: 'done', remoteSha256: upload.sha256 });
    const sent = await commands();
    expect(sent[0]).toMatchObject({ command: 'query', received: String(bytesDone) });
    expect(sent.some((c) => c.command === 'start')).toBe(false);
  });

  it('runs at most `concurrency` uploads at once and keeps the settings', async () => {
    await setFaults({ latencyMs: 100 });
    const settings = await unwrapCall(harness, 'transfers:setSettings', {
      concurrency: 1,
      bandwidthBytesPerSecond: null,
    });
    expect(settings).toEqual({ concurrency: 1, bandwidthBytesPerSecond: null });
    const first = await uploadOf(1, 'first.bin');
    const second = await uploadOf(1, 'second.bin');
    await finished(second.id);
    const states = follow.events.filter((t) => t.id === first.id || t.id === second.id);
    const firstDone = states.findIndex((t) => t.id === first.id && t.state === 'done');
    const secondRunning = states.findIndex((t) => t.id === second.id && t.state === 'running');
    expect(secondRunning).toBeGreaterThan(firstDone);
    expect((await unwrapCall<{ settings: unknown }>(harness, 'transfers:list')).settings).toEqual(settings);
    await unwrapCall(harness, 'transfers:setSettings', { concurrency: 2, bandwidthBytesPerSecond: null });
  });

  it('forgets finished transfers', async () => {
    const { removed } = await unwrapCall<{ removed: number }>(harness, 'transfers:clearFinished');
    expect(removed).toBeGreaterThan(0);
    const left = await unwrapCall<{ transfers: Transfer[] }>(harness, 'transfers:list');
    expect(left.transfers.filter((t) => ['done', 'failed', 'cancelled'].includes(t.state))).toEqual([]);
  });
});
