// The Google-style client against the sandbox, with access tokens from the sandbox's service account
// (google-auth-library's JWT client and the key file the sandbox wrote): the routes check the bearer token
// (a revoked one → 401, after which the client gets a fresh token once; a missing scope → 403), and every
// method of the three method tables reaches a route the sandbox serves at the URL the client builds. The
// services answer 501 until they are built, and that answer comes back as a GoogleApiError naming the method;
// the URL notification and analytics services are built, so their methods answer their own 400 to placeholder
// parameters.
import { OAuth2Client } from 'google-auth-library';
import { describe, expect, it } from 'vitest';
import type { ApiMethod, GoogleApi } from '../../../src-main/services/google/google-api';
import { createGoogleClient } from '../../../src-main/services/google/google-client';
import { GoogleApiError } from '../../../src-main/services/google/google-error';
import { INDEXING_V3 } from '../../../src-main/services/google/generated/indexing-v3';
import { STORE_V3 } from '../../../src-main/services/google/generated/store-v3';
import { YOUTUBE_ANALYTICS_V2 } from '../../../src-main/services/google/generated/youtube-analytics-v2';
import type { CallParameters } from '../../../src-main/services/google/google-request';
import type { AccessTokenSource } from '../../../src-main/services/google/google-send';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import {
  ANALYTICS,
  DRIVE,
  endpoints,
  INDEXING,
  oauthSandboxPerFile,
  serviceAccountToken,
} from './oauth-harness';

const oauth = oauthSandboxPerFile();
const DRIVE_APPS = 'https://www.googleapis.com/auth/drive.apps.readonly';
/** The storage methods built so far (storage-files.test.ts, storage-writes.test.ts); the rest answer 501. */
const BUILT_STORE_METHODS = [
  'about.get',
  'files.list',
  'files.get',
  'files.create',
  'files.update',
  'files.delete',
  'files.emptyTrash',
  'files.generateIds',
  'files.copy',
  'files.export',
  'files.listLabels',
  'files.modifyLabels',
  'revisions.list',
  'revisions.get',
  'revisions.update',
  'revisions.delete',
  'changes.getStartPageToken',
  'changes.list',
  'changes.watch',
  'channels.stop',
  'files.watch',
  'permissions.list',
  'permissions.get',
  'permissions.create',
  'permissions.update',
  'permissions.delete',
  'comments.list',
  'comments.get',
  'comments.create',
  'comments.update',
  'comments.delete',
  'replies.list',
  'replies.get',
  'replies.create',
  'replies.update',
  'replies.delete',
  'stores.create',
  'stores.get',
  'stores.list',
  'stores.update',
  'stores.delete',
  'stores.hide',
  'stores.unhide',
];

/** A value for each required parameter: enough for the URL, whatever the service will make of it. */
function requiredParams(method: ApiMethod): CallParameters {
  const entries = Object.entries(method.parameters).filter(([, spec]) => spec.required);
  return Object.fromEntries(entries.map(([name, spec]) => [name, spec.type === 'integer' ? 1 : `x-${name}`]));
}

const ALL_SCOPES = [INDEXING, ANALYTICS, DRIVE, DRIVE_APPS];

/** A client for `api` on the sandbox whose account hands out `tokens` (by default one with every API's scopes). */
async function clientFor<Api extends GoogleApi>(api: Api, tokens?: AccessTokenSource) {
  const token = await serviceAccountToken(oauth().serviceAccount, ALL_SCOPES);
  const inspector = createInspector({ secrets: () => [token] });
  const client = createGoogleClient({
    http: createHttpClient({ inspector }),
    api,
    rootUrl: () => oauth().sandbox.baseUrl,
    accessToken: tokens ?? (() => Promise.resolve(token)),
  });
  return { client, token, inspector };
}

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded; expected the sandbox to answer 501');
    },
    (error: unknown) => error,
  );

describe('the client against the sandbox', () => {
  it('sends a token the sandbox issued to its service account', async () => {
    const { client, token, inspector } = await clientFor(INDEXING_V3);
    const info = await new OAuth2Client({ endpoints: endpoints(oauth().sandbox.baseUrl) }).getTokenInfo(
      token,
    );
    expect(info.scopes).toEqual(expect.arrayContaining([INDEXING, ANALYTICS, DRIVE]));
    await failureOf(
      client.call('sandbox', 'urlNotifications.getMetadata', { params: { url: 'https://a.example/' } }),
    );
    expect(JSON.stringify(inspector.get(inspector.list().exchanges[0]!.id))).not.toContain(token);
  });

  it('answers a revoked token with a 401, after which the client gets a fresh token and tries once more', async () => {
    const revoked = await serviceAccountToken(oauth().serviceAccount, ALL_SCOPES);
    await new OAuth2Client({ endpoints: endpoints(oauth().sandbox.baseUrl) }).revokeToken(revoked);
    const fresh = await serviceAccountToken(oauth().serviceAccount, ALL_SCOPES);
    const refused: string[] = [];
    const { client, inspector } = await clientFor(STORE_V3, (_profileId, options) => {
      if (options) refused.push(options.refused);
      return Promise.resolve(options ? fresh : revoked);
    });
    // about.get without `fields`: the storage service's own 400 once the fresh token gets through.
    const error = await failureOf(client.call('sandbox', 'about.get'));
    expect((error as GoogleApiError).facts).toMatchObject({ httpStatus: 400 });
    expect(refused).toEqual([revoked]);
    expect(
      inspector
        .list()
        .exchanges.map((exchange) => exchange.status)
        .reverse(),
    ).toEqual([401, 400]);
  });

  it("answers a token without the method's scope with 403 ACCESS_TOKEN_SCOPE_INSUFFICIENT, never retried", async () => {
    const indexingOnly = await serviceAccountToken(oauth().serviceAccount, [INDEXING]);
    const { client, inspector } = await clientFor(STORE_V3, () => Promise.resolve(indexingOnly));
    const error = await failureOf(client.call('sandbox', 'files.list'));
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({
      facts: {
        httpStatus: 403,
        status: 'PERMISSION_DENIED',
        reasons: ['ACCESS_TOKEN_SCOPE_INSUFFICIENT', 'insufficientPermissions'],
      },
      fix: expect.stringMatching(/did not grant the scope this call needs/),
    });
    expect(inspector.list().total).toBe(1);
  });

  it.each([INDEXING_V3, YOUTUBE_ANALYTICS_V2] as GoogleApi[])(
    'reaches the routes of $name $version, which refuse placeholder parameters with a 400',
    async (api) => {
      const { client } = await clientFor(api);
      for (const [key, method] of Object.entries(api.methods)) {
        const body = method.request ? {} : undefined;
        const error = await failureOf(client.call('sandbox', key, { params: requiredParams(method), body }));
        expect(error, key).toBeInstanceOf(GoogleApiError);
        expect((error as GoogleApiError).facts, key).toMatchObject({ httpStatus: 400 });
      }
    },
  );

  it.each([STORE_V3] as GoogleApi[])(
    'reaches a sandbox route for every method of $name $version',
    async (api) => {
      const { client } = await clientFor(api);
      for (const [key, method] of Object.entries(api.methods)) {
        if (api === STORE_V3 && BUILT_STORE_METHODS.includes(key)) continue;
        const body = method.request ? {} : undefined;
        const error = await failureOf(client.call('sandbox', key, { params: requiredParams(method), body }));
        expect(error, key).toBeInstanceOf(GoogleApiError);
        expect((error as GoogleApiError).facts, key).toMatchObject({
          httpStatus: 501,
          status: 'UNIMPLEMENTED',
        });
        expect((error as GoogleApiError).message, key).toContain(`Method ${method.id} is not implemented`);
      }
    },
  );

  it('reaches the built storage methods, which answer as the service does', async () => {
    const { client } = await clientFor(STORE_V3);
    for (const [key, body] of [
      ['files.get', undefined],
      ['files.update', {}],
      ['files.delete', undefined],
      ['files.copy', {}],
    ] as const) {
      const error = await failureOf(client.call('sandbox', key, { params: { fileId: 'x-fileId' }, body }));
      expect((error as GoogleApiError).facts, key).toMatchObject({ httpStatus: 404, reasons: ['notFound'] });
    }
    const about = await failureOf(client.call('sandbox', 'about.get'));
    expect((about as GoogleApiError).facts).toMatchObject({ httpStatus: 400, reasons: ['required'] });
    await expect(client.call('sandbox', 'files.list', { params: { pageSize: 1 } })).resolves.toMatchObject({
      kind: 'drive#fileList',
    });
    await expect(
      client.call('sandbox', 'files.generateIds', { params: { count: 2 } }),
    ).resolves.toMatchObject({
      ids: [expect.any(String), expect.any(String)],
    });
  });

  it('reaches the upload routes with a multipart upload, and the batch route', async () => {
    const { client } = await clientFor(STORE_V3);
    const media = { mimeType: 'text/plain', bytes: new Uint8Array(Buffer.from('hello\n')) };
    await expect(
      client.upload('sandbox', 'files.create', { params: {}, metadata: { name: 'a.txt' }, media }),
    ).resolves.toMatchObject({ kind: 'drive#file', name: 'a.txt' });
    const update = await failureOf(
      client.upload('sandbox', 'files.update', { params: { fileId: 'f1' }, metadata: {}, media }),
    );
    expect((update as GoogleApiError).facts).toMatchObject({ httpStatus: 404, reasons: ['notFound'] });
    const indexing = (await clientFor(INDEXING_V3)).client;
    // The batch is answered; its one part is refused: the service account does not own a.example.
    const [result] = await indexing.batch('sandbox', [
      { method: 'urlNotifications.getMetadata', params: { url: 'https://a.example/' } },
    ]);
    expect(result).toMatchObject({
      ok: false,
      error: { facts: { httpStatus: 403, status: 'PERMISSION_DENIED' } },
    });
  });
});
