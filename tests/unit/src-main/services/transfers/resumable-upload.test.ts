import { describe, expect, it } from 'vitest';
import { createResumableUpload } from '../../../../../src-main/services/transfers/resumable-upload';
import { answeringHttp, type CannedAnswer } from '../../../../support/upload-fakes';

const TARGET = {
  profileId: 'p',
  baseUrl: 'http://gen.test',
  apiKey: 'AIza-key',
  keyOrigin: 'http://gen.test',
};
const URL_ = 'http://gen.test/upload/v1beta/files?upload_id=UP&upload_protocol=resumable';
const SESSION = {
  url: URL_,
  granularity: 8,
  profileId: 'p',
  size: 11,
  name: 'a.txt',
  mimeType: 'text/plain',
  folderId: null,
};
const signal = new AbortController().signal;

function withAnswers(...answers: CannedAnswer[]) {
  const { http, sent } = answeringHttp(answers);
  return { upload: createResumableUpload({ http }), sent };
}

describe('the resumable upload protocol', () => {
  it('starts with the key and the declared size and type, and answers the session', async () => {
    const { upload, sent } = withAnswers({
      status: 200,
      headers: { 'x-goog-upload-url': URL_, 'x-goog-upload-chunk-granularity': '8388608' },
    });
    const session = await upload.start(
      TARGET,
      { size: 20, mimeType: 'application/pdf', displayName: 'a.pdf' },
      signal,
    );
    expect(session).toEqual({ url: URL_, granularity: 8388608 });
    const headers = Object.fromEntries(sent[0]!.headers);
    expect(headers).toMatchObject({
      'x-goog-api-key': 'AIza-key',
      'x-goog-upload-protocol': 'resumable',
      'x-goog-upload-command': 'start',
      'x-goog-upload-header-content-length': '20',
      'x-goog-upload-header-content-type': 'application/pdf',
    });
    expect(JSON.parse(Buffer.from(sent[0]!.body!).toString())).toEqual({ file: { displayName: 'a.pdf' } });
  });

  it("uses the upload URL on the endpoint's origin, as @google/genai does", async () => {
    const { upload } = withAnswers({
      status: 200,
      headers: {
        'x-goog-upload-url': 'https://elsewhere.example:8443/upload/v1beta/files?upload_id=UP',
        'x-goog-upload-chunk-granularity': '8388608',
      },
    });
    const session = await upload.start(TARGET, { size: 1, mimeType: 'x/y', displayName: 'a' }, signal);
    expect(session.url).toBe('http://gen.test/upload/v1beta/files?upload_id=UP');
  });

  it('refuses a start answer without the session URL or granularity', async () => {
    const { upload } = withAnswers({ status: 200, headers: {} });
    await expect(
      upload.start(TARGET, { size: 1, mimeType: 'x/y', displayName: 'a' }, signal),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('sends chunks at their offset without the key, and reads the final file', async () => {
    const { upload, sent } = withAnswers(
      { status: 200, headers: { 'x-goog-upload-status': 'active' } },
      {
        status: 200,
        headers: { 'x-goog-upload-status': 'final', 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ file: { name: 'files/a', sha256Hash: 'c2hh' } }),
      },
    );
    expect(await upload.upload(SESSION, 0, new Uint8Array(8), false, signal)).toMatchObject({
      status: 'active',
    });
    expect(await upload.upload(SESSION, 8, new Uint8Array(3), true, signal)).toEqual({
      status: 'final',
      file: { name: 'files/a', sha256Hash: 'c2hh' },
    });
    expect(Object.fromEntries(sent[1]!.headers)).toEqual({
      'content-type': 'application/octet-stream',
      'x-goog-upload-command': 'upload, finalize',
      'x-goog-upload-offset': '8',
    });
  });

  it('refuses a query answer that does not say the size received', async () => {
    const { upload } = withAnswers({ status: 200, headers: { 'x-goog-upload-status': 'active' } });
    await expect(upload.query(SESSION, signal)).rejects.toThrow(/no x-goog-upload-size-received/);
  });

  it('answers the size received, and turns an error answer into one a retry can be decided on', async () => {
    const { upload } = withAnswers(
      { status: 200, headers: { 'x-goog-upload-status': 'active', 'x-goog-upload-size-received': '16' } },
      {
        status: 503,
        headers: { 'retry-after': '2', 'content-type': 'application/json' },
        body: JSON.stringify({ error: { code: 503, message: 'The service is currently unavailable.' } }),
      },
    );
    expect(await upload.query(SESSION, signal)).toEqual({ status: 'active', received: 16 });
    await expect(upload.upload(SESSION, 16, new Uint8Array(8), false, signal)).rejects.toMatchObject({
      status: 503,
      retryAfterMs: 2000,
      message: expect.stringMatching(/HTTP 503: The service is currently unavailable/),
    });
  });
});
