import { describe, expect, it } from 'vitest';
import {
  checkStoredFile,
  contentRange,
  receivedOf,
  storageUploadProtocol,
} from '../../../../../src-main/services/transfers/storage-upload';
import { UploadAnswerError } from '../../../../../src-main/services/transfers/upload-protocol';
import { answeringHttp, storedUpload, type CannedAnswer } from '../../../../support/upload-fakes';

const SESSION_URI = 'http://elsewhere.test:9/upload/store/v3/files?uploadType=resumable&upload_id=UP';
const SESSION = {
  url: SESSION_URI,
  granularity: 8,
  profileId: 'p',
  size: 20,
  name: 'a.txt',
  mimeType: 'text/plain',
  folderId: 'f1',
};
const signal = new AbortController().signal;
const SHA = 'a'.repeat(64);
const MD5 = 'b'.repeat(32);

const transfer = storedUpload({
  service: 'storage',
  profileId: 'p',
  source: { kind: 'browser', name: 'a.pdf', lastModified: 0 },
  target: 'a.pdf',
  mimeType: 'application/pdf',
  size: 20,
  folder: { id: 'folder-1', path: 'docs' },
});

function withAnswers(...answers: CannedAnswer[]) {
  const { http, sent } = answeringHttp(answers);
  const tokens: Array<string | undefined> = [];
  const protocol = storageUploadProtocol({
    http,
    accessToken: async (_profileId, options) => {
      tokens.push(options?.refused);
      return options?.refused ? 'fresh-token' : 'old-token';
    },
    profiles: {
      endpoint: (_service, profileId) => ({ profileId: profileId ?? 'p', baseUrl: 'http://store.test/' }),
    },
  });
  const header = (i: number, name: string) => new Headers(sent[i]!.headers).get(name);
  return { protocol, sent, tokens, header };
}

const json = { 'content-type': 'application/json; charset=UTF-8' };

describe('the storage service resumable protocol', () => {
  it('starts with the metadata, size and type as the account, and answers the session on the endpoint', async () => {
    const { protocol, sent, header } = withAnswers({ status: 200, headers: { location: SESSION_URI } });
    const session = await protocol.start(transfer, signal);
    expect(session.url).toBe('http://store.test/upload/store/v3/files?uploadType=resumable&upload_id=UP');
    expect(session.granularity % (256 * 1024)).toBe(0);
    expect(sent[0]!.url).toMatch(/^http:\/\/store\.test\/upload\/store\/v3\/files\?uploadType=resumable&/);
    // A shared store's folder takes the upload only when the request says it knows stores.
    expect(new URL(sent[0]!.url).searchParams.get('supportsAllDrives')).toBe('true');
    expect(header(0, 'authorization')).toBe('Bearer old-token');
    expect(header(0, 'x-upload-content-length')).toBe('20');
    expect(header(0, 'x-upload-content-type')).toBe('application/pdf');
    expect(JSON.parse(Buffer.from(sent[0]!.body!).toString())).toEqual({
      name: 'a.pdf',
      parents: ['folder-1'],
      mimeType: 'application/pdf',
    });
  });

  it('asks for a fresh token once when the service refuses the first', async () => {
    const { protocol, tokens, header } = withAnswers(
      { status: 401, body: '{"error":{"code":401,"message":"Invalid Credentials"}}' },
      { status: 200, headers: { location: SESSION_URI } },
    );
    await protocol.start(transfer, signal);
    expect(tokens).toEqual([undefined, 'old-token']);
    expect(header(1, 'authorization')).toBe('Bearer fresh-token');
  });

  it('refuses a start answer without a session URI, and a transfer without a folder', async () => {
    const { protocol } = withAnswers({ status: 200 });
    await expect(protocol.start(transfer, signal)).rejects.toThrow(/session URI \(Location\)/);
    await expect(protocol.start({ ...transfer, folder: null }, signal)).rejects.toThrow(/folder/);
  });

  it('sends chunks with Content-Range and reads 308 answers as what the service holds', async () => {
    const { protocol, sent, header } = withAnswers(
      { status: 308, headers: { range: 'bytes=0-7' } },
      { status: 200, headers: json, body: JSON.stringify({ id: 'file-9', sha256Checksum: SHA }) },
    );
    expect(await protocol.upload(SESSION, 0, new Uint8Array(8), false, signal)).toEqual({
      status: 'active',
      received: 8,
    });
    expect(sent[0]!.method).toBe('PUT');
    expect(header(0, 'content-range')).toBe('bytes 0-7/20');
    expect(header(0, 'authorization')).toBeNull();
    expect(await protocol.upload(SESSION, 8, new Uint8Array(12), true, signal)).toEqual({
      status: 'final',
      file: { name: 'file-9', sha256Hash: SHA, md5Checksum: null },
    });
    expect(header(1, 'content-range')).toBe('bytes 8-19/20');
  });

  it('queries with bytes */total; a 308 without Range holds nothing', async () => {
    const { protocol, header } = withAnswers({ status: 308 });
    expect(await protocol.query(SESSION, signal)).toEqual({ status: 'active', received: 0 });
    expect(header(0, 'content-range')).toBe('bytes */20');
  });

  it("turns the service's error answers into errors the run loop retries or stops on", async () => {
    const { protocol } = withAnswers(
      { status: 503, headers: { 'retry-after': '2' }, body: '{"error":{"message":"backend"}}' },
      { status: 404, body: '{"error":{"code":404,"message":"Not Found"}}' },
    );
    const busy = await protocol.upload(SESSION, 0, new Uint8Array(8), false, signal).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(UploadAnswerError);
    expect(busy).toMatchObject({ status: 503, retryAfterMs: 2000 });
    const gone = await protocol.query(SESSION, signal).catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 404, message: expect.stringMatching(/Not Found/) });
  });

  it('cancels with DELETE; a session the service no longer knows is ended too', async () => {
    const { protocol, sent } = withAnswers({ status: 499 }, { status: 404 });
    await protocol.cancel(SESSION, signal);
    await protocol.cancel(SESSION, signal);
    expect(sent.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe('the protocol helpers', () => {
  it('reads Range answers and refuses one that does not start at 0', () => {
    expect(receivedOf(null)).toBe(0);
    expect(receivedOf('bytes=0-262143')).toBe(262144);
    expect(() => receivedOf('bytes=5-9')).toThrow(/Range it should not/);
  });

  it('writes Content-Range, an empty upload as a range of nothing', () => {
    expect(contentRange(0, 262144, 300000)).toBe('bytes 0-262143/300000');
    expect(contentRange(0, 0, 0)).toBe('bytes */0');
  });

  it('checks the SHA-256 first, the MD5 when that is all there is, and refuses a file with neither', () => {
    const local = { sha256: SHA, md5: MD5 };
    expect(checkStoredFile({ name: 'f', sha256Hash: SHA.toUpperCase() }, local)).toEqual({
      remoteSha256: SHA,
      mismatch: null,
    });
    expect(checkStoredFile({ name: 'f', sha256Hash: 'c'.repeat(64) }, local).mismatch).toMatch(
      /SHA-256 .* differs .*Delete the file \(ID f\)/,
    );
    expect(checkStoredFile({ name: 'f', sha256Hash: null, md5Checksum: MD5 }, local)).toEqual({
      remoteSha256: null,
      mismatch: null,
    });
    expect(
      checkStoredFile({ name: 'f', sha256Hash: null, md5Checksum: 'd'.repeat(32) }, local).mismatch,
    ).toMatch(/MD5 .* differs/);
    expect(checkStoredFile({ name: 'f', sha256Hash: null, md5Checksum: null }, local).mismatch).toMatch(
      /gave no checksum/,
    );
  });
});
