// The Files API's per-file limit over raw HTTP: "a per-file maximum size of 2 GB" (ai.google.dev/gemini-api/docs/
// files) refused when a resumable upload starts, before a byte is sent, and, for an upload that declares no size,
// as soon as the bytes received pass it (lowered in the sandbox's Files settings, so no test writes 2 GB).
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, putFilesSettings, startUpload, uploadCommand } from './genai-files-harness';
import {
  bearer,
  getJson,
  rawRequest,
  startTestSandbox,
  type HarnessSandbox,
  type RawResponse,
} from './sandbox-harness';

const TWO_GB = 2 * 1024 * 1024 * 1024;
const LIMIT = 1024 * 1024;

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

/**
 * Sends `bytes` as the start of a body and never ends it: the answer can only come if the server answers before
 * the body is complete. The request is dropped once answered.
 */
function sendUnfinished(url: string, headers: Record<string, string>, bytes: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    req.on('error', reject);
    req.write(bytes);
  });
}

const loweredMessage = (bytes: number) =>
  `The file is ${bytes} bytes (received so far) but a file may be at most ${LIMIT} bytes (the sandbox's Files settings lower it from 2 GB); split it or send a smaller file.`;

describe('Files API per-file limit', () => {
  it('refuses at start a file declared over 2 GB, and accepts one of exactly 2 GB', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    for (const version of ['v1beta', 'v1']) {
      const tooBig = await startUpload(sandbox, TWO_GB + 1, version);
      expect(tooBig.status).toBe(400);
      expect(tooBig.headers['x-goog-upload-url']).toBeUndefined();
      expect(errorOf(tooBig)).toEqual({
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: `The file is ${TWO_GB + 1} bytes (X-Goog-Upload-Header-Content-Length) but a file may be at most 2 GB (${TWO_GB} bytes); split it or send a smaller file.`,
      });
      const atLimit = await startUpload(sandbox, TWO_GB, version);
      expect(atLimit.status).toBe(200);
      expect(atLimit.headers['x-goog-upload-status']).toBe('active');
    }
  });

  it('holds the real limits by default, which the control API can lower but not raise', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const url = `${sandbox.baseUrl}/__sandbox/genai/files/settings`;
    const defaults = await getJson(url, { headers: bearer(sandbox) });
    expect(defaults.json).toMatchObject({ maxFileBytes: TWO_GB, maxProjectBytes: 21_474_836_480 });
    const raised = await putFilesSettings(sandbox, { maxFileBytes: TWO_GB + 1 });
    expect([raised.status, errorOf(raised).message]).toEqual([
      400,
      `Invalid Files API settings: maxFileBytes: Too big: expected number to be <=${TWO_GB}`,
    ]);
    const lowered = await putFilesSettings(sandbox, { maxFileBytes: LIMIT });
    expect([lowered.status, (JSON.parse(lowered.body) as { maxFileBytes: number }).maxFileBytes]).toEqual([
      200,
      LIMIT,
    ]);
    // Resetting the faults leaves them; PUT {} puts the defaults back.
    await rawRequest(`${sandbox.baseUrl}/__sandbox/faults/reset`, {
      method: 'POST',
      headers: bearer(sandbox),
    });
    expect((await getJson(url, { headers: bearer(sandbox) })).json).toMatchObject({ maxFileBytes: LIMIT });
    expect(JSON.parse((await putFilesSettings(sandbox, {})).body)).toEqual(defaults.json);
  });

  it('refuses a resumable upload that declared no size as soon as its bytes pass the limit, keeping nothing', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { maxFileBytes: LIMIT });
    const started = await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, {
      method: 'POST',
      headers: {
        'x-goog-api-key': sandbox.apiKey,
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
      },
    });
    const uploadUrl = started.headers['x-goog-upload-url'] as string;
    const refused = await sendUnfinished(
      uploadUrl,
      { 'x-goog-upload-command': 'upload, finalize', 'x-goog-upload-offset': '0' },
      Buffer.alloc(LIMIT + 1, 1),
    );
    expect(refused.status).toBe(400);
    expect(refused.headers['x-goog-upload-status']).toBe('cancelled');
    expect(errorOf(refused).message).toMatch(
      /^The file is \d+ bytes \(received so far\) but a file may be at most 1048576 bytes/,
    );
    const received = Number(/is (\d+) bytes/.exec(errorOf(refused).message)![1]);
    expect(received).toBeGreaterThan(LIMIT);
    expect(errorOf(refused).message).toBe(loweredMessage(received));
    const query = await uploadCommand(uploadUrl, 'query', undefined);
    expect(query.headers['x-goog-upload-status']).toBe('cancelled');
    const id = started.headers['x-guploader-uploadid'] as string;
    expect(await readdir(join(sandbox.dataDir, 'genai-files', 'uploads'))).not.toContain(`${id}.part`);
  });

  it('refuses a plain media upload without Content-Length past the limit, storing nothing', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { maxFileBytes: LIMIT });
    const refused = await sendUnfinished(
      `${sandbox.baseUrl}/upload/v1/files`,
      { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/octet-stream' },
      Buffer.alloc(LIMIT + 1, 2),
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toMatch(/but a file may be at most 1048576 bytes/);
    const listed = await getJson(`${sandbox.baseUrl}/v1beta/files`, {
      headers: { 'x-goog-api-key': sandbox.apiKey },
    });
    expect(listed.json).toEqual({});
    expect(
      (await readdir(join(sandbox.dataDir, 'genai-files', 'uploads'))).filter((f) => f.endsWith('.part')),
    ).toEqual([]);
  });
});
