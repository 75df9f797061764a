// The storage service's batch endpoint (/batch/drive/v3 renamed /batch/store/v3): the Drive client has no
// batch of its own (googleapis/google-api-nodejs-client#2530), so the batch goes through its auth client's
// transport as a raw multipart/mixed request, as scripts build it. 50 metadata calls come back 200 as a whole,
// each part answered as the call alone would be (its own status, `fields`, errors) and matched by Content-ID;
// media and a malformed or oversized batch are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { readMultipart, splitHead } from '../../../src-main/services/google/multipart';
import { oauthSandboxPerFile } from './oauth-harness';
import { driveAccess, driveAuth, driveClient } from './storage-harness';

const oauth = oauthSandboxPerFile();
let token: string;
let ada: drive_v3.Drive;

beforeAll(async () => {
  token = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, token);
});

interface Call {
  id: string;
  method: string;
  path: string;
  body?: unknown;
  authorization?: string;
}

const BOUNDARY = 'batch_verity_test';

function batchBody(calls: readonly Call[]): string {
  const parts = calls.map(
    (call) =>
      `--${BOUNDARY}\r\nContent-Type: application/http\r\nContent-ID: <${call.id}>\r\n\r\n` +
      `${call.method} ${call.path} HTTP/1.1\r\n` +
      (call.authorization ? `Authorization: ${call.authorization}\r\n` : '') +
      (call.body === undefined
        ? '\r\n'
        : `Content-Type: application/json\r\n\r\n${JSON.stringify(call.body)}\r\n`),
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** Sends a batch through the Drive client's own auth transport; the answer's parts by Content-ID. */
async function sendBatch(calls: readonly Call[], contentType = `multipart/mixed; boundary=${BOUNDARY}`) {
  const response = await driveAuth(oauth().sandbox, token).request<string>({
    url: `${oauth().sandbox.baseUrl}/batch/drive/v3`,
    method: 'POST',
    headers: { 'content-type': contentType },
    data: batchBody(calls),
    responseType: 'text',
    validateStatus: () => true,
  });
  const boundary = /boundary=([^;\s]+)/.exec(String(response.headers.get('content-type')))?.[1];
  const parts = new Map<string, { status: number; body: unknown }>();
  if (response.status === 200 && boundary)
    for (const part of readMultipart(response.data, boundary)) {
      const inner = splitHead(part.body);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(inner.lines[0] ?? '')?.[1]);
      const id = /^<response-(.*)>$/.exec(part.headers.get('content-id') ?? '')?.[1] ?? '';
      parts.set(id, { status, body: inner.rest.trim() === '' ? undefined : JSON.parse(inner.rest) });
    }
  return { status: response.status, data: response.data, parts };
}

describe('storage batches', () => {
  it('answers 50 metadata calls in one request, each as it would be alone and matched by Content-ID', async () => {
    const { data } = await ada.files.list({
      q: "'me' in owners and trashed = false and mimeType != 'application/vnd.google-apps.folder'",
      pageSize: 40,
      fields: 'files(id,name)',
    });
    const files = data.files!;
    expect(files).toHaveLength(40);
    const doomed = (await ada.files.create({ requestBody: { name: 'batch doomed' }, fields: 'id' })).data.id!;
    const calls: Call[] = [
      ...files.map((file, i) => ({
        id: `get-${i}`,
        method: 'GET',
        path: `/store/v3/files/${file.id}?fields=id,name`,
      })),
      ...files.slice(0, 5).map((file, i) => ({
        id: `star-${i}`,
        method: 'PATCH',
        path: `/store/v3/files/${file.id}?fields=id,starred`,
        body: { starred: true },
      })),
      { id: 'missing', method: 'GET', path: '/store/v3/files/no-such-file?fields=id' },
      { id: 'media', method: 'GET', path: `/store/v3/files/${files[0]!.id}?alt=media` },
      { id: 'bad-token', method: 'GET', path: '/store/v3/about?fields=user', authorization: 'Bearer nope' },
      { id: 'delete', method: 'DELETE', path: `/store/v3/files/${doomed}` },
      { id: 'about', method: 'GET', path: '/store/v3/about?fields=user(emailAddress)' },
    ];
    expect(calls).toHaveLength(50);

    const { status, parts } = await sendBatch(calls);
    expect(status).toBe(200);
    expect(parts.size).toBe(50);
    files.forEach((file, i) =>
      expect(parts.get(`get-${i}`)).toEqual({ status: 200, body: { id: file.id, name: file.name } }),
    );
    for (let i = 0; i < 5; i++)
      expect(parts.get(`star-${i}`)).toEqual({ status: 200, body: { id: files[i]!.id, starred: true } });
    expect(parts.get('missing')).toMatchObject({
      status: 404,
      body: { error: { errors: [{ reason: 'notFound' }] } },
    });
    expect(parts.get('media')).toMatchObject({
      status: 400,
      body: { error: { message: /not supported in a batch/ } },
    });
    expect(parts.get('bad-token')?.status).toBe(401);
    expect(parts.get('delete')).toEqual({ status: 204, body: undefined });
    expect(parts.get('about')).toEqual({ status: 200, body: { user: { emailAddress: 'ada@example.com' } } });

    // The changes took effect, as the same calls alone would have made them.
    expect((await ada.files.get({ fileId: files[0]!.id!, fields: 'starred' })).data.starred).toBe(true);
    await expect(ada.files.get({ fileId: doomed })).rejects.toMatchObject({ status: 404 });
    await Promise.all(
      files
        .slice(0, 5)
        .map((file) => ada.files.update({ fileId: file.id!, requestBody: { starred: false } })),
    );
  });

  it('refuses a batch of more than 100 calls, and one without a multipart boundary, as a whole', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: `a-${i}`,
      method: 'GET',
      path: '/store/v3/about?fields=user',
    }));
    const tooMany = await sendBatch(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toMatch(/at most 100/);

    const unframed = await sendBatch(many.slice(0, 1), 'multipart/mixed;');
    expect(unframed.status).toBe(400);
    expect(unframed.data).toMatch(/boundary/);
  });
});
