// The Files API's resumable upload protocol against the real sandbox over HTTP: the start answer of the real
// exchange (fixture real-upload-start-response-headers.json), chunks, finalize with the real {file} shape, query,
// cancel, each rule's error, and a session that survives a restart of the sandbox.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../apps/sandbox/server';
import {
  errorOf,
  filesFixture,
  putFilesSettings,
  startUpload as start,
  uploadCommand as send,
} from './genai-files-harness';
import { rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

const realStart = filesFixture('real-upload-start-response-headers.json') as Record<string, string>;
const realFinal = filesFixture('real-upload-finalize-response.json') as { file: Record<string, string> };
const MiB8 = 8 * 1024 * 1024;

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

describe('Files API resumable upload', () => {
  it('starts with the real headers and finalizes into a File shaped as the real answer, under v1beta and v1', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    // Processed at once, as the real service answers a small document ACTIVE in its finalize answer.
    await putFilesSettings(sandbox, { processingMs: 0 });
    for (const version of ['v1beta', 'v1']) {
      const started = await start(sandbox, 11, version);
      expect(started.status).toBe(200);
      expect(started.body).toBe('');
      for (const name of [
        'x-goog-upload-chunk-granularity',
        'x-goog-upload-status',
        'content-type',
        'server',
      ])
        expect(started.headers[name]).toBe(realStart[name]);
      const uploadUrl = started.headers['x-goog-upload-url'] as string;
      expect(uploadUrl).toMatch(
        new RegExp(
          `^${sandbox.baseUrl}/upload/${version}/files\\?upload_id=[\\w-]+&upload_protocol=resumable$`,
        ),
      );
      expect(started.headers['x-goog-upload-control-url']).toBe(uploadUrl);

      const final = await send(uploadUrl, 'upload, finalize', 0, '%PDF-hello!');
      expect(final.status).toBe(200);
      const realFinalHeaders = (
        filesFixture('real-resumable-upload.cassette.json') as {
          http_interactions: Array<{ response: { headers: Record<string, string | string[]> } }>;
        }
      ).http_interactions[1]!.response.headers;
      for (const name of ['content-type', 'server', 'x-goog-upload-status'])
        expect(final.headers[name]).toBe(realFinalHeaders[name]);
      expect(final.headers.vary).toBe((realFinalHeaders.vary as string[]).join(', '));
      expect(final.headers['x-guploader-uploadid']).toBe(started.headers['x-guploader-uploadid']);
      const { file } = JSON.parse(final.body) as { file: Record<string, string> };
      expect(Object.keys(file).sort()).toEqual(Object.keys(realFinal.file).sort());
      const hex = createHash('sha256').update('%PDF-hello!').digest('hex');
      expect(file).toMatchObject({
        displayName: 'apples.pdf',
        mimeType: 'application/pdf',
        sizeBytes: '11',
        sha256Hash: Buffer.from(hex).toString('base64'),
        state: 'ACTIVE',
        source: 'UPLOADED',
      });
      // A lost finalize answer can be asked for again.
      expect(JSON.parse((await send(uploadUrl, 'query', undefined)).body)).toEqual({ file });
    }
  });

  it('takes chunks of the granularity, reports the size received, and refuses each broken rule', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const total = MiB8 + 5;
    const uploadUrl = (await start(sandbox, total)).headers['x-goog-upload-url'] as string;

    const short = await send(uploadUrl, 'upload', 0, 'x'.repeat(1024));
    expect(short.status).toBe(400);
    expect(short.headers['x-goog-upload-status']).toBe('active');
    expect(errorOf(short).message).toBe(
      "Invalid request.  The number of bytes uploaded is required to be equal or greater than 8388608, except for the final request (it's recommended to be the exact multiple of 8388608).  The received request contained 1024 bytes, which does not meet this requirement.",
    );
    const query = await send(uploadUrl, 'query', undefined);
    expect(query.headers['x-goog-upload-size-received']).toBe('0');

    const first = await send(uploadUrl, 'upload', 0, 'x'.repeat(MiB8));
    expect([first.status, first.headers['x-goog-upload-status'], first.body]).toEqual([200, 'active', '']);
    expect((await send(uploadUrl, 'query', undefined)).headers['x-goog-upload-size-received']).toBe(
      String(MiB8),
    );

    const wrongOffset = await send(uploadUrl, 'upload, finalize', 0, 'x'.repeat(5));
    expect([wrongOffset.status, errorOf(wrongOffset).status]).toEqual([400, 'INVALID_ARGUMENT']);
    expect(errorOf(wrongOffset).message).toMatch(
      /X-Goog-Upload-Offset is 0 but 8388608 bytes have been received/,
    );

    const tooLong = await send(uploadUrl, 'upload, finalize', MiB8, 'x'.repeat(6));
    expect(errorOf(tooLong).message).toMatch(/declared as 8388613 bytes .* ends at 8388614 bytes/);
    const tooShort = await send(uploadUrl, 'upload, finalize', MiB8, 'x'.repeat(4));
    expect(errorOf(tooShort).message).toMatch(/declared as 8388613 bytes .* ends at 8388612 bytes/);
    expect((await send(uploadUrl, 'query', undefined)).headers['x-goog-upload-size-received']).toBe(
      String(MiB8),
    );

    const final = await send(uploadUrl, 'upload, finalize', MiB8, 'x'.repeat(5));
    expect(final.status).toBe(200);
    const { file } = JSON.parse(final.body) as { file: Record<string, string> };
    const hex = createHash('sha256').update('x'.repeat(total)).digest('hex');
    expect(file).toMatchObject({ sizeBytes: String(total), sha256Hash: Buffer.from(hex).toString('base64') });
    const again = await send(uploadUrl, 'upload', total, 'x');
    expect(errorOf(again).message).toBe('This upload is already finalized; start a new upload.');
  });

  it('cancels a session, and answers 404 for an upload URL it never issued', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const uploadUrl = (await start(sandbox, 3)).headers['x-goog-upload-url'] as string;
    const cancelled = await send(uploadUrl, 'cancel', undefined);
    expect([cancelled.status, cancelled.headers['x-goog-upload-status']]).toEqual([200, 'cancelled']);
    const late = await send(uploadUrl, 'upload, finalize', 0, 'abc');
    expect([late.status, late.headers['x-goog-upload-status']]).toEqual([400, 'cancelled']);
    const unknown = await send(
      `${sandbox.baseUrl}/upload/v1beta/files?upload_id=nope&upload_protocol=resumable`,
      'query',
      undefined,
    );
    expect([unknown.status, errorOf(unknown).status]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a start without a key, and other upload protocols as not built yet', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const noKey = await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, {
      method: 'POST',
      headers: { 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start' },
    });
    expect(noKey.status).toBe(400);
    expect(errorOf(noKey).message).toBe('API key not valid. Please pass a valid API key.');
    const unknown = await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, {
      method: 'POST',
      headers: { 'x-goog-api-key': sandbox.apiKey, 'x-goog-upload-protocol': 'chunked' },
    });
    expect(unknown.status).toBe(501);
    expect(errorOf(unknown).message).toBe(
      'The sandbox serves resumable, multipart and raw uploads (X-Goog-Upload-Protocol); "chunked" uploads are not built yet.',
    );
  });

  it('keeps a session across a restart of the sandbox: query, then resume where it stopped', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const uploadUrl = new URL((await start(sandbox, MiB8 + 2)).headers['x-goog-upload-url'] as string);
    await send(uploadUrl.href, 'upload', 0, 'y'.repeat(MiB8));
    await sandbox.close();
    const restarted = await startSandbox({ port: 0, dataDir: sandbox.dataDir });
    try {
      const resumedUrl = `${restarted.baseUrl}${uploadUrl.pathname}${uploadUrl.search}`;
      const query = await send(resumedUrl, 'query', undefined);
      expect([query.headers['x-goog-upload-status'], query.headers['x-goog-upload-size-received']]).toEqual([
        'active',
        String(MiB8),
      ]);
      const final = await send(resumedUrl, 'upload, finalize', MiB8, 'yy');
      expect((JSON.parse(final.body) as { file: { sizeBytes: string } }).file.sizeBytes).toBe(
        String(MiB8 + 2),
      );
    } finally {
      await restarted.close();
    }
  });
});
