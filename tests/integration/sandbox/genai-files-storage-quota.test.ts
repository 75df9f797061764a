// The Files API's project quota over raw HTTP and through @google/genai: "store up to 20 GB of files per project"
// (ai.google.dev/gemini-api/docs/files), lowered in the sandbox's Files settings so that no test writes 20 GB. A
// file that would take the key's stored bytes past it gets the real 429 (quota FileStorageBytesPerProject,
// googleapis/python-genai#1172), when the upload declares its size and again as its bytes arrive.
import { ApiError, GoogleGenAI } from '@google/genai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putFilesSettings, startUpload, uploadCommand, uploadSmallFile } from './genai-files-harness';
import { getJson, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

const QUOTA = 100;

let sandbox: HarnessSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox({ tlog: { seed: false } });
  await putFilesSettings(sandbox, { maxProjectBytes: QUOTA, processingMs: 0 });
});
afterEach(() => sandbox.dispose());

/** The real storage 429 in proto3 JSON, with the quota in force. */
const quotaError = (limit: number) => ({
  error: {
    code: 429,
    message:
      'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
    status: 'RESOURCE_EXHAUSTED',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [
          {
            quotaMetric: 'generativelanguage.googleapis.com/file_storage_bytes',
            quotaId: 'FileStorageBytesPerProject',
            quotaValue: String(limit),
          },
        ],
      },
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [
          {
            description: 'Learn more about Gemini API quotas',
            url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
          },
        ],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '9223372036854775807s' },
    ],
  },
});

async function storedNames(): Promise<string[]> {
  const listed = await getJson<{ files?: Array<{ name: string }> }>(`${sandbox.baseUrl}/v1beta/files`, {
    headers: { 'x-goog-api-key': sandbox.apiKey },
  });
  return (listed.json.files ?? []).map((f) => f.name);
}

describe('Files API project quota', () => {
  it('refuses at start an upload whose declared length would pass the quota, with the real 429', async () => {
    await uploadSmallFile(sandbox, 'x'.repeat(60));
    for (const version of ['v1beta', 'v1']) {
      const refused = await startUpload(sandbox, 41, version);
      expect(refused.status).toBe(429);
      expect(refused.headers['x-goog-upload-url']).toBeUndefined();
      expect(JSON.parse(refused.body)).toEqual(quotaError(QUOTA));
    }
    expect((await startUpload(sandbox, 40)).status).toBe(200);
  });

  it('refuses a chunk that would pass the quota, keeps the session where it was, and resumes once a file is deleted', async () => {
    const stored = await uploadSmallFile(sandbox, 'x'.repeat(60));
    const started = await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, {
      method: 'POST',
      headers: {
        'x-goog-api-key': sandbox.apiKey,
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
        'x-goog-upload-header-content-type': 'text/plain',
      },
    });
    const uploadUrl = started.headers['x-goog-upload-url'] as string;
    const refused = await uploadCommand(uploadUrl, 'upload, finalize', 0, 'y'.repeat(50));
    expect([refused.status, refused.headers['x-goog-upload-status']]).toEqual([429, 'active']);
    expect(JSON.parse(refused.body)).toEqual(quotaError(QUOTA));
    const query = await uploadCommand(uploadUrl, 'query', undefined);
    expect(query.headers['x-goog-upload-size-received']).toBe('0');

    await rawRequest(`${sandbox.baseUrl}/v1beta/${stored.name}`, {
      method: 'DELETE',
      headers: { 'x-goog-api-key': sandbox.apiKey },
    });
    const resumed = await uploadCommand(uploadUrl, 'upload, finalize', 0, 'y'.repeat(50));
    expect([resumed.status, resumed.headers['x-goog-upload-status']]).toEqual([200, 'final']);
    expect(await storedNames()).toHaveLength(1);
  });

  it('refuses plain media and multipart uploads past the quota and stores nothing of them', async () => {
    await uploadSmallFile(sandbox, 'x'.repeat(60));
    const headers = { 'x-goog-api-key': sandbox.apiKey };
    const raw = await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: 'z'.repeat(41),
    });
    expect([raw.status, JSON.parse(raw.body)]).toEqual([429, quotaError(QUOTA)]);
    const boundary = 'b0undary';
    const multipart = await rawRequest(`${sandbox.baseUrl}/upload/v1/files`, {
      method: 'POST',
      headers: {
        ...headers,
        'x-goog-upload-protocol': 'multipart',
        'content-type': `multipart/related; boundary=${boundary}`,
      },
      body:
        `--${boundary}\r\nContent-Type: application/json\r\n\r\n{"file":{"displayName":"m.txt"}}` +
        `\r\n--${boundary}\r\nContent-Type: text/plain\r\n\r\n${'m'.repeat(41)}\r\n--${boundary}--`,
    });
    expect([multipart.status, JSON.parse(multipart.body)]).toEqual([429, quotaError(QUOTA)]);
    expect(await storedNames()).toHaveLength(1);
  });

  it('makes @google/genai files.upload fail with the 429 once the quota is full', async () => {
    const ai = new GoogleGenAI({ apiKey: sandbox.apiKey, httpOptions: { baseUrl: sandbox.baseUrl } });
    await ai.files.upload({ file: new Blob(['a'.repeat(QUOTA)], { type: 'text/plain' }) });
    const error = await ai.files
      .upload({ file: new Blob(['one byte too many'], { type: 'text/plain' }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toContain('RESOURCE_EXHAUSTED');
  });
});
