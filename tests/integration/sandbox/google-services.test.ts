import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getJson,
  rawRequest,
  startTestSandbox,
  type GoogleErrorBody,
  type HarnessSandbox,
} from './sandbox-harness';
import { ANALYTICS, DRIVE, INDEXING, readCredentialFiles, serviceAccountToken } from './oauth-harness';

const realApiKeyError = JSON.parse(
  readFileSync(
    new URL('../../fixtures/genai/errors/400-invalid-argument-api-key.json', import.meta.url),
    'utf8',
  ),
) as GoogleErrorBody;

let sandbox: HarnessSandbox;
const logLines: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ log: (line) => logLines.push(line) });
});
afterAll(() => sandbox.dispose());

const generate = '/v1beta/models/gemini-2.0-flash:generateContent';
const post = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers } as Record<string, string>,
  body: '{"contents":[]}',
});

/** The shape of a JSON value: its keys and the types of its leaves. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

describe('API keys on generation & files', () => {
  it('answers a missing key with the real 400 API_KEY_INVALID body', async () => {
    const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}${generate}`, post());
    expect(response.status).toBe(400);
    expect(shapeOf(response.json)).toEqual(shapeOf(realApiKeyError));
    const { details, ...rest } = response.json.error;
    const { details: realDetails, ...realRest } = realApiKeyError.error;
    expect(rest).toEqual(realRest);
    expect(details?.slice(0, 2)).toEqual(realDetails?.slice(0, 2));
    expect(details?.[2]).toEqual({
      '@type': 'type.googleapis.com/google.rpc.DebugInfo',
      detail: 'No API key was sent',
    });
  });

  it('rejects a wrong key in the header or the query without echoing it', async () => {
    for (const init of [post({ 'x-goog-api-key': 'wrong-key-123' }), post()]) {
      const suffix = init.headers['x-goog-api-key'] ? '' : '?key=wrong-key-123';
      const response = await rawRequest(`${sandbox.baseUrl}${generate}${suffix}`, init);
      expect(response.status).toBe(400);
      expect(response.body).toContain('API_KEY_INVALID');
      expect(response.body).not.toContain('wrong-key-123');
    }
  });

  it('accepts the key in the header or the query, then runs the method', async () => {
    const embed = '/v1beta/models/gemini-embedding-001:embedContent';
    const viaHeader = await getJson<GoogleErrorBody>(
      `${sandbox.baseUrl}${embed}`,
      post({ 'x-goog-api-key': sandbox.apiKey }),
    );
    const viaQuery = await getJson<GoogleErrorBody>(
      `${sandbox.baseUrl}${embed}?key=${sandbox.apiKey}`,
      post(),
    );
    for (const response of [viaHeader, viaQuery]) {
      expect(response.status).toBe(501);
      expect(response.json).toEqual({
        error: {
          code: 501,
          message: expect.stringContaining('models.embedContent'),
          status: 'UNIMPLEMENTED',
        },
      });
    }
    const generated = await getJson<GoogleErrorBody>(
      `${sandbox.baseUrl}${generate}?key=${sandbox.apiKey}`,
      post(),
    );
    expect(generated.json.error.message).toBe(
      '* GenerateContentRequest.contents: contents is not specified\n',
    );
  });

  it('lets the header win over the query parameter', async () => {
    const response = await rawRequest(
      `${sandbox.baseUrl}${generate}?key=${sandbox.apiKey}`,
      post({ 'x-goog-api-key': 'wrong-key-123' }),
    );
    expect(response.status).toBe(400);
  });

  it('checks the files routes too, but not a resumable upload URL', async () => {
    expect((await rawRequest(`${sandbox.baseUrl}/v1beta/files`)).status).toBe(400);
    expect((await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files`, post())).status).toBe(400);
    // No key needed: the unknown session is what is refused.
    expect((await rawRequest(`${sandbox.baseUrl}/upload/v1beta/files?upload_id=abc`, post())).status).toBe(
      404,
    );
  });

  it('never writes the key to the log', () => {
    expect(logLines.some((line) => line.includes('key=REDACTED'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(sandbox.apiKey);
  });
});

describe('URL notifications, analytics and storage', () => {
  const routes: Array<[string, string]> = [
    ['POST', '/v3/urlNotifications:publish'],
    ['GET', '/v3/urlNotifications/metadata?url=https%3A%2F%2Fexample.com%2F'],
    ['POST', '/batch'],
    ['GET', '/v2/reports?ids=channel%3D%3DMINE&metrics=views'],
    ['GET', '/v2/groups?mine=true'],
    ['DELETE', '/v2/groupItems?id=abc'],
    ['GET', '/store/v3/files?pageSize=10'],
    ['PATCH', '/store/v3/files/1AbC/permissions/p1'],
    ['POST', '/store/v3/files/1AbC/approvals/a1:approve'],
    ['GET', '/store/v3/stores?pageSize=10'],
    ['POST', '/store/v3/stores/0AsTore/hide'],
    ['POST', '/upload/store/v3/files?uploadType=multipart'],
  ];

  /** A token of the sandbox's service account with the scopes of all three APIs. */
  let token = '';
  beforeAll(async () => {
    await sandbox.opened;
    const { serviceAccount } = await readCredentialFiles(sandbox.dataDir);
    token = await serviceAccountToken(serviceAccount, [INDEXING, ANALYTICS, DRIVE]);
  });

  // The URL notification and analytics routes are built (indexing*.test.ts, analytics*.test.ts), and so are
  // the storage service's files, permissions, uploads and shared stores (storage-*.test.ts); approvals still
  // answer 501.
  const unbuilt = routes.filter(([, path]) => /\/approvals\b/.test(path));
  it.each(unbuilt)('%s %s answers 501 UNIMPLEMENTED to a valid bearer token', async (method, path) => {
    const headers = { authorization: `Bearer ${token}` };
    const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}${path}`, { method, headers });
    expect(response.status).toBe(501);
    expect(response.json.error).toMatchObject({ code: 501, status: 'UNIMPLEMENTED' });
  });

  it.each(routes)('%s %s answers 401 UNAUTHENTICATED without a bearer token', async (method, path) => {
    const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}${path}`, { method });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="https://accounts.google.com/"');
    expect(response.json.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
  });

  it('answers an unknown path with a Google 404', async () => {
    const paths = ['/', '/nope', '/v1beta/nothing', '/store/v3/nothing/here', '/v3/urlNotificationsX'];
    // The storage service's shared drives are `stores`: Drive's own path is not served.
    for (const path of [...paths, '/store/v3/drives']) {
      const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}${path}`, {
        headers: { 'x-goog-api-key': sandbox.apiKey },
      });
      expect(response.status, path).toBe(404);
      expect(response.json).toEqual({
        error: { code: 404, message: expect.stringContaining(path), status: 'NOT_FOUND' },
      });
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}/v3/urlNotifications:publish`);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json.error).toMatchObject({ code: 405, status: 'UNIMPLEMENTED' });
    const files = await rawRequest(`${sandbox.baseUrl}/store/v3/files/abc`, { method: 'POST' });
    expect(files.headers.allow).toBe('GET, PATCH, DELETE');
  });
});
