// A plain media upload over raw HTTP: `X-Goog-Upload-Protocol: raw` (or no protocol header) with the file's bytes
// as the body and its Content-Type, answered with {file} as a resumable finalize is, under v1beta and v1.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, filesFixture } from './genai-files-harness';
import { getJson, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

const realFinal = filesFixture('real-upload-finalize-response.json') as { file: Record<string, string> };

let sandbox: HarnessSandbox | undefined;
afterEach(async () => {
  await sandbox?.dispose();
  sandbox = undefined;
});

function rawUpload(version: string, headers: Record<string, string>, body: string) {
  return rawRequest(`${sandbox!.baseUrl}/upload/${version}/files`, {
    method: 'POST',
    headers: { 'x-goog-api-key': sandbox!.apiKey, ...headers },
    body,
  });
}

describe('Files API plain media upload', () => {
  it('stores the body as a file with its Content-Type, with or without X-Goog-Upload-Protocol: raw', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const cases: Array<{ version: string; headers: Record<string, string> }> = [
      {
        version: 'v1beta',
        headers: { 'x-goog-upload-protocol': 'raw', 'content-type': 'text/plain; charset=utf-8' },
      },
      { version: 'v1', headers: { 'content-type': 'text/plain' } },
    ];
    for (const { version, headers } of cases) {
      const answer = await rawUpload(version, headers, 'plain bytes');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(answer.headers['x-goog-upload-status']).toBe('final');
      const { file } = JSON.parse(answer.body) as { file: Record<string, string> };
      // No display name was given: the real File omits empty fields.
      const realKeys = Object.keys(realFinal.file).filter((k) => k !== 'displayName');
      expect(Object.keys(file).sort()).toEqual(realKeys.sort());
      const hex = createHash('sha256').update('plain bytes').digest('hex');
      expect(file).toMatchObject({
        mimeType: 'text/plain',
        sizeBytes: '11',
        sha256Hash: Buffer.from(hex).toString('base64'),
        source: 'UPLOADED',
      });
      const stored = await getJson(`${sandbox.baseUrl}/v1beta/${file.name}`, {
        headers: { 'x-goog-api-key': sandbox.apiKey },
      });
      expect(stored.json).toEqual(file);
    }
  });

  it('stores a body without Content-Type as application/octet-stream, and refuses one over 2 GB', async () => {
    sandbox = await startTestSandbox({ tlog: { seed: false } });
    const untyped = await rawUpload('v1beta', { 'x-goog-upload-protocol': 'raw' }, 'xyz');
    expect(untyped.status).toBe(200);
    expect((JSON.parse(untyped.body) as { file: { mimeType: string } }).file.mimeType).toBe(
      'application/octet-stream',
    );
    const tooBig = 2 * 1024 * 1024 * 1024 + 1;
    const refused = await rawUpload('v1beta', { 'content-length': String(tooBig) }, '');
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(
      `The file is ${tooBig} bytes (Content-Length) but a file may be at most 2 GB (${tooBig - 1} bytes); split it or send a smaller file.`,
    );
  });
});
