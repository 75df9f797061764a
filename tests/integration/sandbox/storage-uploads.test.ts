// Uploads in one request and downloads of the storage service through the official Drive client (its
// multipart and media uploads, alt=media) and raw HTTP (the fixture's own multipart request, Range, a body
// that is not multipart): sizes and checksums of the bytes sent, a new revision per content update, the
// storage quota refusing what would pass it, Docs Editors files refusing alt=media, demo files' bytes
// matching their checksums.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { recordedMessages } from '../../support/http-fixtures';
import { oauthSandboxPerFile } from './oauth-harness';
import { bearer, rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;
let token: string;

beforeAll(async () => {
  token = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, token);
});

const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function download(fileId: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${oauth().sandbox.baseUrl}/store/v3/files/${fileId}?alt=media`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function settings(body: unknown) {
  const response = await rawRequest(`${oauth().sandbox.baseUrl}/__sandbox/storage/settings`, {
    method: 'PUT',
    headers: { ...bearer(oauth().sandbox), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('multipart and media uploads', () => {
  it("stores the client's multipart upload with the fixture's size and MD5, and downloads it back", async () => {
    const { data: folder } = await ada.files.create({
      requestBody: { name: 'Uploads', mimeType: 'application/vnd.google-apps.folder' },
    });
    const text = 'hello from the operator console\n';
    const { data } = await ada.files.create({
      requestBody: { name: 'notes.txt', mimeType: 'text/plain', parents: [folder.id!] },
      media: { mimeType: 'text/plain', body: text },
      fields: 'kind,id,name,mimeType,size,md5Checksum,sha256Checksum,parents,headRevisionId',
    });
    const [, recorded] = recordedMessages('drive-upload-multipart.http');
    const expected = JSON.parse(recorded!.body) as Record<string, unknown>;
    expect(data).toMatchObject({
      ...expected,
      id: data.id,
      parents: [folder.id],
      sha256Checksum: sha256(text),
    });
    expect(data.headRevisionId).toMatch(/^0B/);
    const { data: body } = await ada.files.get({ fileId: data.id!, alt: 'media' }, { responseType: 'text' });
    expect(body).toBe(text);
    // Full-text search reads what was uploaded.
    const { data: found } = await ada.files.list({
      q: "fullText contains 'operator console'",
      fields: 'files(id)',
    });
    expect(found.files!.map((file) => file.id)).toContain(data.id);
  });

  it("accepts the fixture's raw multipart request as it is on the wire", async () => {
    const [request] = recordedMessages('drive-upload-multipart.http');
    const body = request!.body.replace('["1FoLdErIdAAAAAAAAAAAAAAAAAAAAAAAA"]', '["root"]');
    const response = await rawRequest(
      `${oauth().sandbox.baseUrl}/upload/store/v3/files?uploadType=multipart&fields=name,size,md5Checksum`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': request!.headers.get('content-type')! },
        body,
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      name: 'notes.txt',
      size: '32',
      md5Checksum: '0c0c22fa63f5981395faaed113149247',
    });
  });

  it('refuses a multipart body without its media part, keeping nothing', async () => {
    const before = await ada.files.list({ q: "name = 'broken.txt'", fields: 'files(id)' });
    const response = await rawRequest(
      `${oauth().sandbox.baseUrl}/upload/store/v3/files?uploadType=multipart`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/related; boundary=b' },
        body: '--b\r\nContent-Type: application/json\r\n\r\n{"name":"broken.txt"}\r\n--b--',
      },
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.message).toContain('the body ended before the media part');
    const after = await ada.files.list({ q: "name = 'broken.txt'", fields: 'files(id)' });
    expect(after.data.files).toEqual(before.data.files);
  });

  it('makes an "Untitled" file of a media upload, typed by its Content-Type', async () => {
    const { data } = await ada.files.create({
      media: { mimeType: 'text/csv', body: 'a,b\n1,2\n' },
      fields: 'name,mimeType,size',
    });
    expect(data).toEqual({ name: 'Untitled', mimeType: 'text/csv', size: '8' });
  });

  it('adds a revision per content update, with new checksums and head', async () => {
    const { data: first } = await ada.files.create({
      requestBody: { name: 'report.bin' },
      media: { mimeType: 'application/octet-stream', body: Readable.from([randomBytes(1000)]) },
      fields: 'id,headRevisionId,version',
    });
    const next = randomBytes(3 * 1024 * 1024 + 17);
    const { data } = await ada.files.update({
      fileId: first.id!,
      requestBody: { description: 'second version' },
      media: { mimeType: 'application/octet-stream', body: Readable.from([next]) },
      fields: 'size,md5Checksum,sha256Checksum,headRevisionId,description,version',
    });
    expect(data).toMatchObject({
      size: String(next.length),
      md5Checksum: md5(next),
      sha256Checksum: sha256(next),
      description: 'second version',
    });
    expect(data.headRevisionId).not.toBe(first.headRevisionId);
    expect(Number(data.version)).toBeGreaterThan(Number(first.version));
    const { bytes } = await download(first.id!);
    expect(md5(bytes)).toBe(md5(next));
  });
});

describe('downloads', () => {
  it('answers a Range with 206 and Content-Range, and one past the end with 416', async () => {
    const bytes = randomBytes(5000);
    const { data } = await ada.files.create({
      requestBody: { name: 'ranged.bin' },
      media: { mimeType: 'application/pdf', body: Readable.from([bytes]) },
      fields: 'id',
    });
    const part = await download(data.id!, { range: 'bytes=100-1099' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe('bytes 100-1099/5000');
    expect(part.response.headers.get('content-type')).toBe('application/pdf');
    expect(part.bytes.equals(bytes.subarray(100, 1100))).toBe(true);
    const tail = await download(data.id!, { range: 'bytes=-10' });
    expect(tail.bytes.equals(bytes.subarray(4990))).toBe(true);
    const past = await download(data.id!, { range: 'bytes=5000-' });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get('content-range')).toBe('bytes */5000');
  });

  it('serves a demo file bytes that match its size and checksums', async () => {
    const { data } = await ada.files.list({
      q: "mimeType = 'application/pdf' and trashed = false",
      pageSize: 1,
      fields: 'files(id,size,md5Checksum,sha256Checksum)',
    });
    const file = data.files![0]!;
    const { bytes } = await download(file.id!);
    expect({ size: String(bytes.length), md5Checksum: md5(bytes), sha256Checksum: sha256(bytes) }).toEqual({
      size: file.size,
      md5Checksum: file.md5Checksum,
      sha256Checksum: file.sha256Checksum,
    });
  });

  it('refuses alt=media of a Docs Editors file with fileNotDownloadable', async () => {
    const { data } = await ada.files.list({
      q: "mimeType = 'application/vnd.google-apps.document'",
      pageSize: 1,
      fields: 'files(id)',
    });
    const { response, bytes } = await download(data.files![0]!.id!);
    expect(response.status).toBe(403);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(driveExamples.errors['403_fileNotDownloadable']!.body);
  });
});

describe('the storage quota', () => {
  it('refuses an upload that would pass it with storageQuotaExceeded, and keeps nothing of it', async () => {
    const { data: about } = await ada.about.get({ fields: 'storageQuota' });
    const usage = Number(about.storageQuota!.usage);
    await settings({ storageLimitBytes: usage + 1000 });
    const failure = await ada.files
      .create({
        requestBody: { name: 'too big.bin' },
        media: { mimeType: 'application/zip', body: Readable.from([randomBytes(2000)]) },
      })
      .then(
        () => undefined,
        (error: { response: { status: number; data: unknown } }) => error.response,
      );
    expect({ status: failure?.status, body: failure?.data }).toEqual(
      driveExamples.errors['403_storageQuotaExceeded'],
    );
    const { data: after } = await ada.about.get({ fields: 'storageQuota(usage,limit)' });
    expect(after.storageQuota).toEqual({ usage: String(usage), limit: String(usage + 1000) });
    // What still fits is taken.
    const { data } = await ada.files.create({
      requestBody: { name: 'fits.bin' },
      media: { mimeType: 'application/zip', body: Readable.from([randomBytes(900)]) },
      fields: 'size',
    });
    expect(data.size).toBe('900');
  });
});
