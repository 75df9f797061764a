// Resumable uploads of the storage service over raw HTTP, as drive-upload-resumable.http records them (the
// Drive client has no resumable uploads of its own): the session URI, chunks answered 308 with Range, status
// queries, a chunk cut off mid-way and resumed, a chunk resent from before the end, wrong offsets and short
// chunks refused, an unknown total, an update of an existing file, the quota, unknown and expired sessions,
// and a session kept across a restart of the sandbox.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { recordedMessages } from '../../support/http-fixtures';
import { startSandbox } from '../../../apps/sandbox/server';
import { oauthSandboxPerFile, readCredentialFiles, type OAuthSandbox } from './oauth-harness';
import { bearer, rawRequest, startTestSandbox } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
const KIB256 = 256 * 1024;
const recorded = recordedMessages('drive-upload-resumable.http');
let token: string;
let ada: drive_v3.Drive;

beforeAll(async () => {
  token = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, token);
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Starts a session as the fixture's first request does; answers the session URI. */
async function start(
  metadata: Record<string, unknown>,
  headers: Record<string, string>,
  path = '/upload/store/v3/files',
) {
  const response = await fetch(
    `${oauth().sandbox.baseUrl}${path}?uploadType=resumable&fields=id,name,mimeType,size,md5Checksum`,
    {
      method: path.includes('/files/') ? 'PATCH' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=UTF-8',
        ...headers,
      },
      body: JSON.stringify(metadata),
    },
  );
  return response;
}

async function session(metadata: Record<string, unknown>, headers: Record<string, string>, path?: string) {
  const response = await start(metadata, headers, path);
  expect(response.status).toBe(200);
  return response.headers.get('location')!;
}

/** A PUT to the session URI; no token, as the real upload server needs none. */
async function put(uri: string, range: string | undefined, body: Buffer = Buffer.alloc(0)) {
  const response = await fetch(uri, {
    method: 'PUT',
    redirect: 'manual',
    headers: range === undefined ? {} : { 'content-range': range },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    range: response.headers.get('range'),
    json: text ? JSON.parse(text) : undefined,
  };
}

describe('a resumable upload', () => {
  it("runs the fixture's session: 308 with Range per chunk, status queries, the File at the end", async () => {
    const [initiate, created] = recorded;
    const uri = await session(
      { name: 'video.mp4', mimeType: 'video/mp4' },
      {
        'x-upload-content-type': initiate!.headers.get('x-upload-content-type')!,
        'x-upload-content-length': initiate!.headers.get('x-upload-content-length')!,
      },
    );
    const id = new URL(uri).searchParams.get('upload_id');
    expect(uri).toMatch(new RegExp(`^${oauth().sandbox.baseUrl}/upload/store/v3/files\\?`));
    expect(new URL(uri).searchParams.get('uploadType')).toBe('resumable');
    expect(created!.startLine).toBe('HTTP/1.1 200 OK');
    const bytes = randomBytes(600_000);
    expect(await put(uri, 'bytes 0-262143/600000', bytes.subarray(0, KIB256))).toMatchObject({
      status: 308,
      range: 'bytes=0-262143',
    });
    expect(await put(uri, 'bytes */600000')).toMatchObject({ status: 308, range: 'bytes=0-262143' });
    // A chunk past the end would leave a hole: refused, nothing kept.
    const gap = await put(uri, 'bytes 524288-599999/600000', bytes.subarray(524288));
    expect(gap.status).toBe(400);
    expect(gap.json.error.message).toContain('the upload has 262144 bytes');
    // A chunk that is not the last must be at least 256 KiB.
    const short = await put(uri, 'bytes 262144-263143/600000', bytes.subarray(262144, 263144));
    expect(short.status).toBe(400);
    expect(short.json.error.message).toContain('The received request contained 1000 bytes');
    // Resent from byte 0: the bytes held already are skipped, the rest kept.
    expect(await put(uri, 'bytes 0-524287/600000', bytes.subarray(0, 524288))).toMatchObject({
      status: 308,
      range: 'bytes=0-524287',
    });
    const done = await put(uri, 'bytes 524288-599999/600000', bytes.subarray(524288));
    expect(done).toMatchObject({ status: 200 });
    expect(done.json).toEqual({
      id: expect.any(String),
      name: 'video.mp4',
      mimeType: 'video/mp4',
      size: '600000',
      md5Checksum: md5(bytes),
    });
    // Asked again, the finished session answers the file again.
    expect((await put(uri, 'bytes */600000')).json).toEqual(done.json);
    const { data } = await ada.files.get(
      { fileId: done.json.id, alt: 'media' },
      { responseType: 'arraybuffer' },
    );
    expect(md5(Buffer.from(data as ArrayBuffer))).toBe(md5(bytes));
    expect(id).toBeTruthy();
  });

  it('resumes after a chunk cut off mid-way, from the Range of a status query', async () => {
    const uri = await session({ name: 'cut.bin' }, { 'x-upload-content-length': String(4 * KIB256) });
    const bytes = randomBytes(4 * KIB256);
    await put(uri, `bytes 0-${KIB256 - 1}/${4 * KIB256}`, bytes.subarray(0, KIB256));
    // The next chunk's connection drops after part of its body.
    await new Promise<void>((resolve) => {
      const req = request(uri, {
        method: 'PUT',
        headers: {
          'content-range': `bytes ${KIB256}-${3 * KIB256 - 1}/${4 * KIB256}`,
          'content-length': String(2 * KIB256),
        },
      });
      req.on('error', () => resolve());
      req.write(bytes.subarray(KIB256, KIB256 + 100_000), () => setImmediate(() => req.destroy()));
      req.on('close', () => resolve());
    });
    const status = await put(uri, 'bytes */*');
    expect(status).toMatchObject({ status: 308, range: `bytes=0-${KIB256 - 1}` });
    const done = await put(uri, `bytes ${KIB256}-${4 * KIB256 - 1}/${4 * KIB256}`, bytes.subarray(KIB256));
    expect(done.json).toMatchObject({ size: String(4 * KIB256), md5Checksum: md5(bytes) });
  });

  it('takes chunks of an unknown total (/*) and finishes on a status query that states it', async () => {
    const uri = await session({ name: 'stream.bin' }, {});
    const bytes = randomBytes(2 * KIB256);
    expect(await put(uri, `bytes 0-${KIB256 - 1}/*`, bytes.subarray(0, KIB256))).toMatchObject({
      status: 308,
    });
    expect(await put(uri, `bytes ${KIB256}-${2 * KIB256 - 1}/*`, bytes.subarray(KIB256))).toMatchObject({
      status: 308,
      range: `bytes=0-${2 * KIB256 - 1}`,
    });
    const done = await put(uri, `bytes */${2 * KIB256}`);
    expect(done.json).toMatchObject({
      name: 'stream.bin',
      size: String(2 * KIB256),
      md5Checksum: md5(bytes),
    });
  });

  it("replaces an existing file's content through PATCH …/files/{fileId}, in one PUT", async () => {
    const { data: file } = await ada.files.create({
      requestBody: { name: 'to update.txt', mimeType: 'text/plain' },
    });
    const uri = await session({ description: 'updated' }, {}, `/upload/store/v3/files/${file.id}`);
    expect(new URL(uri).pathname).toBe(`/upload/store/v3/files/${file.id}`);
    const bytes = Buffer.from('new content\n');
    const done = await put(uri, undefined, bytes);
    expect(done.json).toMatchObject({ id: file.id, name: 'to update.txt', size: String(bytes.length) });
    const { data } = await ada.files.get({ fileId: file.id!, fields: 'description,md5Checksum' });
    expect(data).toEqual({ description: 'updated', md5Checksum: md5(bytes) });
  });

  it('ends a session whose folder was deleted before its last chunk, keeping nothing', async () => {
    const { data: folder } = await ada.files.create({
      requestBody: { name: 'Going away', mimeType: 'application/vnd.google-apps.folder' },
    });
    const uri = await session({ name: 'orphan.bin', parents: [folder.id] }, {});
    await ada.files.delete({ fileId: folder.id! });
    const refused = await put(uri, undefined, Buffer.from('late bytes'));
    expect(refused).toMatchObject({ status: 404, json: { error: { errors: [{ location: 'parents' }] } } });
    expect(await put(uri, 'bytes */*')).toMatchObject({ status: 404 });
  });

  it('refuses a declared size past the storage quota when the session starts', async () => {
    const response = await start({ name: 'huge.iso' }, { 'x-upload-content-length': String(16 * 1024 ** 3) });
    expect({ status: response.status, body: await response.json() }).toEqual(
      driveExamples.errors['403_storageQuotaExceeded'],
    );
  });

  it('answers 404 for an unknown session, and for one a week old', async () => {
    const notFound = recorded.at(-2)!;
    const unknown = await put(
      `${oauth().sandbox.baseUrl}/upload/store/v3/files?uploadType=resumable&upload_id=nope`,
      'bytes */*',
    );
    expect(unknown).toMatchObject({ status: 404, json: JSON.parse(notFound.body) });
    const uri = await session({ name: 'late.bin' }, {});
    const settings = await rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/storage/settings`, {
      method: 'PUT',
      headers: { ...bearer(oauth().sandbox), 'content-type': 'application/json' },
      body: JSON.stringify({ clockOffsetMs: 8 * 24 * 60 * 60 * 1000 }),
    });
    expect(settings.status).toBe(200);
    expect(await put(uri, 'bytes */*')).toMatchObject({ status: 404, json: JSON.parse(notFound.body) });
  });
});

describe('a restart', () => {
  it('keeps a session: what arrived before it stays, and the upload goes on', async () => {
    const first = await startTestSandbox({ tlog: { seed: false } });
    try {
      await first.opened;
      const before: OAuthSandbox = { sandbox: first, ...(await readCredentialFiles(first.dataDir)) };
      const started = await fetch(
        `${first.baseUrl}/upload/store/v3/files?uploadType=resumable&fields=name,size,md5Checksum`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await driveAccess(before)}`,
            'content-type': 'application/json',
            'x-upload-content-length': String(2 * KIB256),
          },
          body: JSON.stringify({ name: 'across restarts.bin' }),
        },
      );
      const uri = started.headers.get('location')!;
      const bytes = randomBytes(2 * KIB256);
      await put(uri, `bytes 0-${KIB256 - 1}/${2 * KIB256}`, bytes.subarray(0, KIB256));
      await first.close();
      const restarted = await startSandbox({ port: 0, dataDir: first.dataDir, tlog: { seed: false } });
      try {
        await restarted.opened;
        // The restarted sandbox listens on another port; the session is the same.
        const moved = uri.replace(first.baseUrl, restarted.baseUrl);
        expect(await put(moved, 'bytes */*')).toMatchObject({ status: 308, range: `bytes=0-${KIB256 - 1}` });
        const done = await put(
          moved,
          `bytes ${KIB256}-${2 * KIB256 - 1}/${2 * KIB256}`,
          bytes.subarray(KIB256),
        );
        expect(done.json).toEqual({
          name: 'across restarts.bin',
          size: String(2 * KIB256),
          md5Checksum: md5(bytes),
        });
      } finally {
        await restarted.close();
      }
    } finally {
      await first.dispose();
    }
  });
});
