// The Google-style client through the real HTTP layer against a local server that answers with the recorded
// bodies (tests/fixtures/google/): the bearer token, one refresh on a 401, Google's retry rules, the
// Authorization header redacted in the inspector, pageToken listings, a multipart upload and a batch.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleClient } from '../../../src-main/services/google/google-client';
import { GoogleApiError } from '../../../src-main/services/google/google-error';
import { INDEXING_V3 } from '../../../src-main/services/google/generated/indexing-v3';
import { STORE_V3 } from '../../../src-main/services/google/generated/store-v3';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { REDACTED } from '../../../src-main/services/http/redact';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { driveErrors, indexingErrors, type RecordedError } from '../../support/google-errors';
import { readGoogleFixture, recordedMessages } from '../../support/http-fixtures';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

let server: Server;
let rootUrl: string;
let seen: Seen[] = [];
let script: Array<(request: Seen) => Answer> = [];

const json = (recorded: RecordedError, headers: Record<string, string> = {}): Answer => ({
  status: recorded.status,
  headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  body: JSON.stringify(recorded.body),
});
const PUBLISHED = json(indexingErrors.publish_response_documented!);
const examples = JSON.parse(readGoogleFixture('drive-examples.json')) as Record<
  string,
  { response: unknown }
>;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const one: Seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      seen.push(one);
      const answer = script.shift()?.(one) ?? { status: 500, body: 'no answer scripted' };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((closed) => server.close(closed)));
beforeEach(() => {
  seen = [];
  script = [];
});

/** A client for `api` whose account hands out `tokens` in turn, noting each token it was told was refused. */
function setup<Api extends typeof INDEXING_V3 | typeof STORE_V3>(api: Api, tokens = ['token-1']) {
  const inspector = createInspector({ secrets: () => [] });
  const refused: string[] = [];
  const answers: Array<{ profileId: string; status: number; date: string | null }> = [];
  let next = 0;
  const client = createGoogleClient({
    http: createHttpClient({ inspector }),
    api,
    rootUrl: () => rootUrl,
    retry: { baseDelayMs: 1, maxDelayMs: 1000 },
    accessToken: (_profileId, options) => {
      if (options) refused.push(options.refused);
      return Promise.resolve(tokens[Math.min(next++, tokens.length - 1)]!);
    },
    onAnswer: (profileId, response) =>
      answers.push({ profileId, status: response.status, date: response.headers.get('date') }),
  });
  return { client, inspector, refused, answers };
}

const publish = { body: { url: 'https://example.com/jobs/42', type: 'URL_UPDATED' } };

describe('sending', () => {
  it('sends the bearer token and keeps it out of the inspector', async () => {
    const { client, inspector } = setup(INDEXING_V3);
    script = [() => PUBLISHED];
    const value = await client.call('p1', 'urlNotifications.publish', publish);
    expect(value).toEqual(indexingErrors.publish_response_documented!.body);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v3/urlNotifications:publish',
        authorization: 'Bearer token-1',
        contentType: 'application/json; charset=UTF-8',
        body: JSON.stringify(publish.body),
      },
    ]);
    const [summary] = inspector.list().exchanges;
    expect(summary).toMatchObject({ service: 'indexing', profileId: 'p1', status: 200 });
    const exchange = inspector.get(summary!.id)!;
    expect(exchange.requestHeaders).toContainEqual(['authorization', REDACTED]);
    expect(JSON.stringify(exchange)).not.toContain('token-1');
  });

  it("reports every answer's status and Date to onAnswer, refused and retried ones too", async () => {
    const { client, answers } = setup(INDEXING_V3, ['token-1', 'token-2']);
    const dated = (answer: Answer, date: string): Answer => ({
      ...answer,
      headers: { ...answer.headers, date },
    });
    script = [
      () => dated(json(indexingErrors.error_401_bad_token!), 'Wed, 04 Mar 2026 07:59:58 GMT'),
      () => dated({ status: 503, body: 'busy' }, 'Wed, 04 Mar 2026 07:59:59 GMT'),
      () => dated(PUBLISHED, 'Wed, 04 Mar 2026 08:00:01 GMT'),
      () => dated(json(indexingErrors.error_403_not_owner!), 'Wed, 04 Mar 2026 08:00:02 GMT'),
    ];
    await client.call('p1', 'urlNotifications.getMetadata', { params: { url: 'https://example.com/a' } });
    await expect(client.call('p2', 'urlNotifications.publish', publish)).rejects.toThrow(/ownership/);
    expect(answers).toEqual([
      { profileId: 'p1', status: 401, date: 'Wed, 04 Mar 2026 07:59:58 GMT' },
      { profileId: 'p1', status: 503, date: 'Wed, 04 Mar 2026 07:59:59 GMT' },
      { profileId: 'p1', status: 200, date: 'Wed, 04 Mar 2026 08:00:01 GMT' },
      { profileId: 'p2', status: 403, date: 'Wed, 04 Mar 2026 08:00:02 GMT' },
    ]);
  });

  it('on a 401 gets a fresh token once and tries once more', async () => {
    const { client, refused } = setup(INDEXING_V3, ['token-1', 'token-2']);
    const unauthenticated = json(indexingErrors.error_401_bad_token!);
    script = [
      () => unauthenticated,
      (request) => (request.authorization === 'Bearer token-2' ? PUBLISHED : unauthenticated),
    ];
    await expect(client.call('p1', 'urlNotifications.publish', publish)).resolves.toMatchObject({
      urlNotificationMetadata: { url: 'https://example.com/jobs/42' },
    });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(refused).toEqual(['token-1']);
  });

  it('reports a 401 the fresh token does not cure, and does not resend the same token', async () => {
    const unauthenticated = json(indexingErrors.error_401_bad_token!);
    const twice = setup(INDEXING_V3, ['token-1', 'token-2']);
    script = [() => unauthenticated, () => unauthenticated];
    const error = await twice.client.call('p1', 'urlNotifications.publish', publish).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({
      facts: { httpStatus: 401, status: 'UNAUTHENTICATED' },
      fix: expect.stringMatching(/sign in again/),
    });
    expect(seen).toHaveLength(2);
    seen = [];
    const same = setup(INDEXING_V3, ['token-1']);
    script = [() => unauthenticated];
    await expect(same.client.call('p1', 'urlNotifications.publish', publish)).rejects.toBeInstanceOf(
      GoogleApiError,
    );
    expect(seen).toHaveLength(1);
    expect(same.refused).toEqual(['token-1']);
  });

  it('retries a 429 and a 403 rateLimitExceeded, even for a POST', async () => {
    const { client } = setup(INDEXING_V3);
    script = [
      () => json(driveErrors['429_rateLimitExceeded']!),
      () => json(driveErrors['403_userRateLimitExceeded']!),
      () => PUBLISHED,
    ];
    await expect(client.call('p1', 'urlNotifications.publish', publish)).resolves.toBeTruthy();
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('never retries the 403 ownership error, and says what to do', async () => {
    const { client, inspector } = setup(INDEXING_V3);
    script = [() => json(indexingErrors.error_403_not_owner!), () => PUBLISHED];
    const error = await client.call('p1', 'urlNotifications.publish', publish).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({
      code: 'UPSTREAM',
      message:
        'POST /v3/urlNotifications:publish failed with HTTP 403 (PERMISSION_DENIED): Permission denied. Failed to verify the URL ownership.',
      fix: expect.stringMatching(/Owner of the Search Console property/),
    });
    expect(seen).toHaveLength(1);
    expect(inspector.list().total).toBe(1);
  });

  it('retries a 5xx only for an idempotent call, and gives up when Retry-After asks too long a wait', async () => {
    const { client } = setup(STORE_V3);
    const backendError = {
      status: 503,
      headers: { 'content-type': 'application/json' },
      body: '{"error":{"code":503,"message":"Backend Error","status":"UNAVAILABLE"}}',
    };
    script = [() => backendError, () => ({ status: 200, body: '{"kind":"drive#about"}' })];
    await expect(client.call('p1', 'about.get', { fields: 'kind' })).resolves.toEqual({
      kind: 'drive#about',
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/store/v3/about?fields=kind',
      '/store/v3/about?fields=kind',
    ]);
    seen = [];
    script = [() => backendError];
    await expect(
      client.call('p1', 'files.copy', { params: { fileId: 'f1' }, body: {} }),
    ).rejects.toMatchObject({ facts: { httpStatus: 503 } });
    expect(seen).toHaveLength(1);
    seen = [];
    script = [() => json(driveErrors['429_rateLimitExceeded']!, { 'retry-after': '3600' })];
    await expect(client.call('p1', 'about.get')).rejects.toMatchObject({ facts: { httpStatus: 429 } });
    expect(seen).toHaveLength(1);
  });
});

describe('listings, uploads and batches', () => {
  it('follows nextPageToken, keeping it in the fields mask', async () => {
    const { client } = setup(STORE_V3);
    const first = examples.files_list_folder!.response as { nextPageToken: string };
    script = [
      () => ({ status: 200, body: JSON.stringify(first) }),
      () => ({ status: 200, body: JSON.stringify({ kind: 'drive#fileList', files: [] }) }),
    ];
    const seenPages = [];
    for await (const page of client.pages('p1', 'files.list', {
      params: { pageSize: 2 },
      fields: 'files(id)',
    }))
      seenPages.push(page);
    expect(seenPages).toHaveLength(2);
    const queries = seen.map((request) => new URL(request.url, rootUrl).searchParams);
    expect(queries.map((query) => query.get('fields'))).toEqual([
      'nextPageToken,files(id)',
      'nextPageToken,files(id)',
    ]);
    expect(queries.map((query) => query.get('pageToken'))).toEqual([null, first.nextPageToken]);
  });

  it('uploads metadata and media in one multipart request to the upload path', async () => {
    const { client } = setup(STORE_V3);
    const [, answer] = recordedMessages('drive-upload-multipart.http');
    script = [() => ({ status: 200, body: answer!.body })];
    const file = await client.upload('p1', 'files.create', {
      metadata: { name: 'notes.txt', mimeType: 'text/plain' },
      media: {
        mimeType: 'text/plain',
        bytes: new Uint8Array(Buffer.from('hello from the operator console\n')),
      },
      fields: 'id,name',
    });
    expect(file).toMatchObject({ id: '1UpLoAdEdLLLLLLLLLLLLLLLLLLLLLLLL', size: '32' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/upload/store/v3/files?fields=id%2Cname&uploadType=multipart',
      authorization: 'Bearer token-1',
      contentType: expect.stringMatching(/^multipart\/related; boundary=/),
      body: expect.stringContaining('hello from the operator console'),
    });
  });

  it('sends a batch to the batch path and matches the recorded answer by Content-ID', async () => {
    const { client } = setup(INDEXING_V3);
    const [recorded] = recordedMessages('indexing-batch-response.http');
    // The recorded answer with the Content-IDs of the batch actually sent.
    script = [
      (request) => {
        const batchId = /Content-ID: <([^>]+)\+1>/.exec(request.body)?.[1] ?? 'missing';
        return {
          status: 200,
          headers: { 'content-type': recorded!.headers.get('content-type')! },
          body: recorded!.body.replaceAll('b29c5de2-0db4-490b-b421-6a51b598bd22', batchId),
        };
      },
    ];
    const urls = [
      'https://example.com/jobs/42',
      'https://example.com/jobs/43',
      'https://not-verified.example.org/jobs/7',
      'https://example.com/jobs/44',
    ];
    const results = await client.batch('p1', [
      ...urls.map((url) => ({
        method: 'urlNotifications.publish' as const,
        body: { url, type: 'URL_UPDATED' },
      })),
      { method: 'urlNotifications.getMetadata', params: { url: 'https://example.com/jobs/99' } },
    ]);
    expect(seen).toMatchObject([
      {
        method: 'POST',
        url: '/batch',
        authorization: 'Bearer token-1',
        contentType: expect.stringMatching(/^multipart\/mixed; boundary=/),
      },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true, false, false, false]);
    expect(results[1]).toMatchObject({ value: { urlNotificationMetadata: { url: urls[1] } } });
    expect(results.slice(2)).toMatchObject(
      [403, 429, 404].map((httpStatus) => ({ error: { facts: { httpStatus } } })),
    );
    expect(seen[0]!.body).toContain(
      'GET /v3/urlNotifications/metadata?url=https%3A%2F%2Fexample.com%2Fjobs%2F99 HTTP/1.1',
    );
  });
});
