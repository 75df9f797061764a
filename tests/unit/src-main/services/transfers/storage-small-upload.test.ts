import { describe, expect, it } from 'vitest';
import {
  reservedFileId,
  storageUploads,
} from '../../../../../src-main/services/transfers/storage-small-upload';
import { sessionRef, UploadAnswerError } from '../../../../../src-main/services/transfers/upload-protocol';
import { answeringHttp, storedUpload, type CannedAnswer } from '../../../../support/upload-fakes';

const signal = new AbortController().signal;
const SHA = 'a'.repeat(64);
const MD5 = 'b'.repeat(32);
const json = { 'content-type': 'application/json; charset=UTF-8' };

const small = storedUpload({
  service: 'storage',
  profileId: 'p',
  source: { kind: 'browser', name: 'note.txt', lastModified: 0 },
  target: 'note.txt',
  mimeType: 'text/plain',
  size: 5,
  folder: { id: 'folder-1', path: 'docs' },
});

const ids = (...list: string[]): CannedAnswer => ({
  status: 200,
  headers: json,
  body: JSON.stringify({ kind: 'drive#generatedIds', space: 'drive', ids: list }),
});
const made = (id: string): CannedAnswer => ({
  status: 200,
  headers: json,
  body: JSON.stringify({ id, name: 'note.txt', md5Checksum: MD5, sha256Checksum: SHA }),
});

function withAnswers(...answers: CannedAnswer[]) {
  const { http, sent } = answeringHttp(answers);
  const protocol = storageUploads({
    http,
    accessToken: async (_profileId, options) => (options?.refused ? 'fresh-token' : 'old-token'),
    profiles: {
      endpoint: (_service, profileId) => ({ profileId: profileId ?? 'p', baseUrl: 'http://store.test/' }),
    },
  });
  const url = (i: number) => new URL(sent[i]!.url);
  return { protocol, sent, url };
}

describe('storage uploads of files that fit one request', () => {
  it('reserves the file ID first, the runs of a queue sharing one generateIds call', async () => {
    const { protocol, sent, url } = withAnswers(ids('id-1', 'id-2'));
    const [first, second] = await Promise.all([
      protocol.start(small, signal),
      protocol.start({ ...small, id: 't2' }, signal),
    ]);
    expect(sent).toHaveLength(1);
    expect(url(0).pathname).toBe('/store/v3/files/generateIds');
    expect(url(0).searchParams.get('space')).toBe('drive');
    expect([first!.url, second!.url].sort()).toEqual([
      'http://store.test/store/v3/files/id-1',
      'http://store.test/store/v3/files/id-2',
    ]);
    expect(reservedFileId(first!.url)).toMatch(/^id-[12]$/);
  });

  it('asks for more IDs once the pool is used up', async () => {
    const { protocol, sent } = withAnswers(ids('id-1'), ids('id-2'));
    await protocol.start(small, signal);
    const next = await protocol.start(small, signal);
    expect(sent).toHaveLength(2);
    expect(reservedFileId(next.url)).toBe('id-2');
  });

  it('asks again after a generateIds call failed, rather than keeping its failure', async () => {
    const busy = '{"error":{"code":503,"message":"Backend Error"}}';
    const { protocol, sent } = withAnswers({ status: 503, headers: json, body: busy }, ids('id-9'));
    await expect(protocol.start(small, signal)).rejects.toMatchObject({ status: 503 });
    expect(reservedFileId((await protocol.start(small, signal)).url)).toBe('id-9');
    expect(sent).toHaveLength(2);
  });

  it('sends the metadata (with the reserved ID) and the bytes as one multipart request, and answers the file', async () => {
    const { protocol, sent, url } = withAnswers(ids('id-1'), made('id-1'));
    const session = sessionRef(await protocol.start(small, signal), small);
    const bytes = new Uint8Array(Buffer.from('hello'));
    const state = await protocol.upload(session, 0, bytes, true, signal);
    expect(state).toEqual({
      status: 'final',
      file: { name: 'id-1', sha256Hash: SHA, md5Checksum: MD5 },
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.method).toBe('POST');
    expect(url(1).pathname).toBe('/upload/store/v3/files');
    expect(url(1).searchParams.get('uploadType')).toBe('multipart');
    expect(url(1).searchParams.get('supportsAllDrives')).toBe('true');
    const headers = new Headers(sent[1]!.headers);
    expect(headers.get('authorization')).toBe('Bearer old-token');
    const body = Buffer.from(sent[1]!.body!).toString();
    expect(body).toContain(
      JSON.stringify({ id: 'id-1', name: 'note.txt', parents: ['folder-1'], mimeType: 'text/plain' }),
    );
    expect(body).toContain('\r\n\r\nhello\r\n');
    expect(headers.get('content-type')).toMatch(/^multipart\/related; boundary=/);
  });

  it('takes a 409 for the reserved ID as the file an earlier try made, and answers that file', async () => {
    const taken = '{"error":{"code":409,"message":"A file already exists with the provided ID."}}';
    const { protocol, sent, url } = withAnswers(
      ids('id-1'),
      { status: 409, headers: json, body: taken },
      made('id-1'),
    );
    const session = sessionRef(await protocol.start(small, signal), small);
    const state = await protocol.upload(session, 0, new Uint8Array(5), true, signal);
    expect(state).toMatchObject({ status: 'final', file: { name: 'id-1', sha256Hash: SHA } });
    expect(sent[2]!.method).toBe('GET');
    expect(url(2).pathname).toBe('/store/v3/files/id-1');
  });

  it('asks for the file by its ID: not made yet is nothing received, made is final', async () => {
    const missing = '{"error":{"code":404,"message":"File not found: id-1."}}';
    const { protocol } = withAnswers(
      ids('id-1'),
      { status: 404, headers: json, body: missing },
      made('id-1'),
    );
    const session = sessionRef(await protocol.start(small, signal), small);
    expect(await protocol.query(session, signal)).toEqual({ status: 'active', received: 0 });
    expect(await protocol.query(session, signal)).toMatchObject({ status: 'final', file: { name: 'id-1' } });
  });

  it('says which file failed and why, with the status the run loop decides retries on', async () => {
    const refusal = '{"error":{"code":404,"message":"File not found: folder-1."}}';
    const { protocol } = withAnswers(ids('id-1'), { status: 404, headers: json, body: refusal });
    const session = sessionRef(await protocol.start(small, signal), small);
    const sending = protocol.upload(session, 0, new Uint8Array(5), true, signal);
    await expect(sending).rejects.toBeInstanceOf(UploadAnswerError);
    await expect(sending).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/^Uploading note\.txt failed with HTTP 404: File not found: folder-1/),
    });
  });

  it('removes on cancel what a stopped run may have made, a file never made being no error', async () => {
    const { protocol, sent, url } = withAnswers(ids('id-1'), { status: 404, headers: json, body: '{}' });
    const session = sessionRef(await protocol.start(small, signal), small);
    await protocol.cancel(session, signal);
    expect(sent[1]!.method).toBe('DELETE');
    expect(url(1).pathname).toBe('/store/v3/files/id-1');
  });

  it('keeps larger files in a resumable session', async () => {
    const sessionUri = 'http://store.test/upload/store/v3/files?uploadType=resumable&upload_id=UP';
    const { protocol, sent, url } = withAnswers({ status: 200, headers: { location: sessionUri } });
    const large = { ...small, size: 5 * 1024 * 1024 + 1 };
    const session = await protocol.start(large, signal);
    expect(url(0).searchParams.get('uploadType')).toBe('resumable');
    expect(sent).toHaveLength(1);
    expect(reservedFileId(session.url)).toBeNull();
  });
});
