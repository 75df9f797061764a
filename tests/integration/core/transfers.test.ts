// The transfer engine through the router against the real sandbox: resumable uploads read from disk in chunks of
// the service's granularity, checked against the service's sha256Hash, with what Activity keeps of them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { startCoreWithSandbox, exchangesOf, type CoreWithSandbox } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { CHUNK, followTransfers, randomFile, unwrapCall } from './transfer-harness';

let harness: CoreWithSandbox;
let files: Awaited<ReturnType<typeof tempDir>>;
let follow: ReturnType<typeof followTransfers>;
/** What the desktop file dialog picks next. */
let picked: string[] = [];

beforeAll(async () => {
  harness = await startCoreWithSandbox(
    'transfers',
    { tlog: { seed: false } },
    { allowPathUploads: true, pickFiles: async () => picked },
  );
  files = await tempDir('transfers-files');
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

const upload = (path: string, size: number, extra: Record<string, unknown> = {}) =>
  unwrapCall<Transfer>(harness, 'transfers:upload', {
    service: 'genai',
    source: { kind: 'path', path },
    size,
    mimeType: 'application/octet-stream',
    ...extra,
  });

describe('uploads through the transfer engine', () => {
  it('sends a file of several chunks, hashing it on the same read, and checks the hash the service reports', async () => {
    const size = 2 * CHUNK + 12_345;
    const file = await randomFile(files.path, 'three-chunks.bin', size);
    const queued = await upload(file.path, size, { displayName: 'Three chunks' });
    expect(queued).toMatchObject({ target: 'Three chunks', size, bytesDone: 0 });
    expect(['queued', 'running']).toContain(queued.state);

    const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
    expect(done).toMatchObject({
      state: 'done',
      bytesDone: size,
      sha256: file.sha256,
      remoteSha256: file.sha256,
    });
    expect(done.resultName).toMatch(/^files\//);
    // The service's own record agrees: base64 of the lowercase hex digest.
    const stored = (await (
      await fetch(`${harness.sandbox.baseUrl}/v1beta/${done.resultName}`, {
        headers: { 'x-goog-api-key': harness.sandbox.apiKey },
      })
    ).json()) as { sha256Hash: string; sizeBytes: string; displayName: string };
    expect(Buffer.from(stored.sha256Hash, 'base64').toString()).toBe(file.sha256);
    expect(stored).toMatchObject({ sizeBytes: String(size), displayName: 'Three chunks' });

    // Progress events carried bytes and a rate on the way.
    const progress = follow.events.filter((t) => t.id === queued.id && t.state === 'running');
    expect(progress.map((t) => t.bytesDone)).toContain(CHUNK);

    const exchanges = await exchangesOf(harness, 'genai');
    const chunks = exchanges.filter((e) =>
      e.requestHeaders.some(([k, v]) => k === 'x-goog-upload-command' && v.startsWith('upload')),
    );
    expect(chunks.map((e) => e.requestBytes)).toEqual([CHUNK, CHUNK, 12_345]);
    for (const chunk of chunks) {
      // Activity keeps a chunk's size, not its bytes, and never the upload URL's credential.
      expect(chunk.requestBody).toMatchObject({ text: null, bytes: chunk.requestBytes });
      expect(chunk.url).toContain('upload_id=<redacted>');
    }
    const start = exchanges.find((e) =>
      e.requestHeaders.some(([k, v]) => k === 'x-goog-upload-command' && v === 'start'),
    )!;
    const uploadUrl = start.responseHeaders.find(([k]) => k === 'x-goog-upload-url')![1];
    expect(uploadUrl).toContain('upload_id=<redacted>');
    expect(start.responseHeaders.find(([k]) => k === 'x-guploader-uploadid')![1]).toBe('<redacted>');
    expect(JSON.stringify(await unwrapCall(harness, 'transfers:list'))).not.toContain('upload_id');
  });

  it('journals the upload before it is sent, with the file it made, and Undo deletes that file', async () => {
    const file = await randomFile(files.path, 'journaled.bin', 1000);
    const queued = await upload(file.path, 1000, { displayName: 'Journaled' });
    const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
    expect(done.state).toBe('done');
    const { operations } = await unwrapCall<{ operations: JournalOperation[] }>(harness, 'journal:list', {
      service: 'genai',
      kind: 'upload-file',
      page: 0,
      pageSize: 50,
    });
    const op = operations.find((one) => one.request['transferId'] === queued.id)!;
    expect(op).toMatchObject({
      outcome: 'ok',
      target: 'Journaled',
      request: { displayName: 'Journaled', size: 1000, fromByte: 0 },
      response: { name: done.resultName, sha256: file.sha256, remoteSha256: file.sha256 },
      undoable: true,
    });

    const undo = await unwrapCall<JournalOperation>(harness, 'journal:undo', { opId: op.id });
    expect(undo).toMatchObject({
      kind: 'delete-file',
      outcome: 'ok',
      request: { name: done.resultName, undoes: op.id },
    });
    const gone = await harness.call('files:get', { name: done.resultName });
    expect(gone).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('queues each file the desktop dialog picks, with its type from its name, and nothing when it is closed', async () => {
    const pdf = await randomFile(files.path, 'report.pdf', 3000);
    const audio = await randomFile(files.path, 'voice.mp3', 2000);
    picked = [pdf.path, audio.path];
    const { transfers } = await unwrapCall<{ transfers: Transfer[] }>(harness, 'transfers:uploadPicked', {
      service: 'genai',
    });
    expect(transfers.map((t) => [t.target, t.mimeType, t.size])).toEqual([
      ['report.pdf', 'application/pdf', 3000],
      ['voice.mp3', 'audio/mpeg', 2000],
    ]);
    for (const [t, file] of [
      [transfers[0]!, pdf],
      [transfers[1]!, audio],
    ] as const) {
      expect(await follow.until(t.id, (e) => e.state === 'done' || e.state === 'failed')).toMatchObject({
        state: 'done',
        remoteSha256: file.sha256,
      });
    }
    picked = [];
    expect(await unwrapCall(harness, 'transfers:uploadPicked', { service: 'genai' })).toEqual({
      transfers: [],
    });
  });

  it('uploads an empty file with one finalize', async () => {
    const file = await randomFile(files.path, 'empty.bin', 0);
    const queued = await upload(file.path, 0);
    const done = await follow.until(queued.id, (t) => t.state === 'done' || t.state === 'failed');
    expect(done).toMatchObject({ state: 'done', sha256: file.sha256, remoteSha256: file.sha256 });
  });

  it("refuses a size that is not the file's, and a file that is not there", async () => {
    const file = await randomFile(files.path, 'small.bin', 100);
    const wrong = await harness.call('transfers:upload', {
      service: 'genai',
      source: { kind: 'path', path: file.path },
      size: 99,
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    const missing = await harness.call('transfers:upload', {
      service: 'genai',
      source: { kind: 'path', path: `${files.path}/nothing.bin` },
      size: 1,
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
