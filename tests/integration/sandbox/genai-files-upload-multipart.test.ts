// A multipart upload over raw HTTP, with the body google-gemini/generative-ai-js src/server/file-manager.ts sends
// (X-Goog-Upload-Protocol: multipart, multipart/related with the JSON metadata part and the media part), answered
// with {file} as a resumable finalize is; a malformed body is refused and stores nothing.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, putFilesSettings } from './genai-files-harness';
import { getJson, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

const BOUNDARY = '4982351066420891234567';

function multipartBody(metadata: unknown, mimeType: string, media: string, closing = `\r\n--${BOUNDARY}--`) {
  return (
    `--${BOUNDARY}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}` +
    `\r\n--${BOUNDARY}\r\nContent-Type: ${mimeType}\r\n\r\n${media}${closing}`
  );
}

function multipartUpload(
  version: string,
  body: string,
  contentType = `multipart/related; boundary=${BOUNDARY}`,
) {
  return rawRequest(`${sandbox!.baseUrl}/upload/${version}/files`, {
    method: 'POST',
    headers: {
      'x-goog-api-key': sandbox!.apiKey,
      'x-goog-upload-protocol': 'multipart',
      'content-type': contentType,
    },
    body,
  });
}

async function fileCount(): Promise<number> {
  const list = await getJson<{ files?: unknown[] }>(`${sandbox!.baseUrl}/v1beta/files`, {
    headers: { 'x-goog-api-key': sandbox!.apiKey },
  });
  return list.json.files?.length ?? 0;
}

describe('Files API multipart upload', () => {
  it('stores the media part with the metadata part’s display name and the media part’s type', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    await putFilesSettings(sandbox, { processingMs: 0 });
    // Several MiB, so the body arrives in many reads, with near-delimiters inside the media.
    const media = `line\r\n--${BOUNDARY.slice(0, 10)}\r\n-`.repeat(200_000);
    for (const version of ['v1beta', 'v1']) {
      const metadata = { file: { mimeType: 'text/plain', displayName: `notes ${version}` } };
      const answer = await multipartUpload(version, multipartBody(metadata, 'text/plain', media));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(answer.headers['x-goog-upload-status']).toBe('final');
      const { file } = JSON.parse(answer.body) as { file: Record<string, string> };
      const hex = createHash('sha256').update(media).digest('hex');
      expect(file).toMatchObject({
        displayName: `notes ${version}`,
        mimeType: 'text/plain',
        sizeBytes: String(Buffer.byteLength(media)),
        sha256Hash: Buffer.from(hex).toString('base64'),
        state: 'ACTIVE',
        source: 'UPLOADED',
      });
      const stored = await getJson(`${sandbox.baseUrl}/v1beta/${file.name}`, {
        headers: { 'x-goog-api-key': sandbox.apiKey },
      });
      expect(stored.json).toEqual(file);
    }
  });

  it('refuses a body without a boundary, without its media part, or cut before the closing delimiter', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const metadata = { file: { displayName: 'x' } };
    const noBoundary = await multipartUpload(
      'v1beta',
      multipartBody(metadata, 'text/plain', 'abc'),
      'text/plain',
    );
    expect(noBoundary.status).toBe(400);
    expect(errorOf(noBoundary).message).toBe(
      'A multipart upload needs Content-Type: multipart/related; boundary=…, not "text/plain".',
    );
    const noMedia = await multipartUpload(
      'v1beta',
      `--${BOUNDARY}\r\nContent-Type: application/json\r\n\r\n{}\r\n--${BOUNDARY}--`,
    );
    expect(noMedia.status).toBe(400);
    expect(errorOf(noMedia).message).toBe(
      'Invalid multipart body: the body ended before the media part. Send the metadata part, then the media part, then --boundary--.',
    );
    const cut = await multipartUpload('v1beta', multipartBody(metadata, 'text/plain', 'abc', ''));
    expect(cut.status).toBe(400);
    expect(errorOf(cut)).toEqual({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message:
        'Invalid multipart body: the body ended before the closing boundary. Send the metadata part, then the media part, then --boundary--.',
    });
    expect(await fileCount()).toBe(0);
  });
});
