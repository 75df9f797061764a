// The bearer-token check the Google-style API routes share, in front of a route of the test's own on a
// real node:http server, with tokens issued by the authorization server's state (its clock is the test's).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Reply } from '../../../../../../apps/sandbox/http/reply';
import { requireAccessToken } from '../../../../../../apps/sandbox/services/oauth/bearer-check';
import { DEMO_ACCOUNTS } from '../../../../../../apps/sandbox/services/oauth/demo-accounts';
import { OAuthState } from '../../../../../../apps/sandbox/services/oauth/oauth-state';

const INDEXING = 'https://www.googleapis.com/auth/indexing';
const DRIVE = 'https://www.googleapis.com/auth/drive';
const PUBLISH = {
  service: 'indexing.googleapis.com',
  method: 'google.indexing.v3.UrlNotificationsService.Publish',
  scopes: [INDEXING],
};
const recorded401 = (
  JSON.parse(
    readFileSync(new URL('../../../../../fixtures/google/indexing-examples.json', import.meta.url), 'utf8'),
  ) as Record<string, { body: unknown }>
).error_401_bad_token!.body;

let now = 1_800_000_000_000;
let state: OAuthState;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = new Reply(res);
    const token = requireAccessToken(state, req, reply, PUBLISH);
    if (token) reply.json(200, { account: token.grant.account?.email ?? null });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  state = new OAuthState(() => now);
});

function issue(scopes: string[]): string {
  const grant = state.newGrant({
    clientId: 'client',
    account: DEMO_ACCOUNTS[0],
    serviceAccountEmail: undefined,
    scopes,
    offline: true,
  });
  return state.issueAccessToken(grant).accessToken;
}

async function call(authorization?: string) {
  const response = await fetch(baseUrl, { headers: authorization ? { authorization } : {} });
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: (await response.json()) as unknown,
  };
}

describe('requireAccessToken', () => {
  it("lets a valid token with the method's scope through", async () => {
    expect(await call(`Bearer ${issue([DRIVE, INDEXING])}`)).toMatchObject({
      status: 200,
      body: { account: 'ada@example.com' },
    });
  });

  it.each([undefined, 'Basic YTpi', 'Bearer', 'bearer  '])(
    'without a bearer token (%s): 401 UNAUTHENTICATED, CREDENTIALS_MISSING, a WWW-Authenticate challenge',
    async (authorization) => {
      expect(await call(authorization)).toEqual({
        status: 401,
        challenge: 'Bearer realm="https://accounts.google.com/"',
        body: {
          error: {
            code: 401,
            message:
              'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
            status: 'UNAUTHENTICATED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'CREDENTIALS_MISSING',
                domain: 'googleapis.com',
                metadata: { service: PUBLISH.service, method: PUBLISH.method },
              },
            ],
          },
        },
      });
    },
  );

  it('an unknown token: 401 with the recorded body and error="invalid_token"', async () => {
    expect(await call('Bearer ya29.never-issued')).toEqual({
      status: 401,
      challenge: 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      body: recorded401,
    });
  });

  it('an expired token: 401', async () => {
    const token = issue([INDEXING]);
    now += state.settings.accessTokenLifetimeSeconds * 1000;
    expect(await call(`Bearer ${token}`)).toMatchObject({ status: 401, body: recorded401 });
  });

  it('a revoked token (its refresh token revoked): 401', async () => {
    const grant = state.newGrant({
      clientId: 'client',
      account: DEMO_ACCOUNTS[0],
      serviceAccountEmail: undefined,
      scopes: [INDEXING],
      offline: true,
    });
    const { accessToken } = state.issueAccessToken(grant);
    expect(state.revoke(grant.refreshToken!)).toBe(true);
    expect(await call(`Bearer ${accessToken}`)).toMatchObject({ status: 401, body: recorded401 });
  });

  it('a token without the scope: 403 PERMISSION_DENIED with ErrorInfo ACCESS_TOKEN_SCOPE_INSUFFICIENT', async () => {
    expect(await call(`Bearer ${issue([DRIVE])}`)).toEqual({
      status: 403,
      challenge: `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${INDEXING}"`,
      body: {
        error: {
          code: 403,
          message: 'Request had insufficient authentication scopes.',
          errors: [
            { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
          ],
          status: 'PERMISSION_DENIED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
              domain: 'googleapis.com',
              metadata: { service: PUBLISH.service, method: PUBLISH.method },
            },
          ],
        },
      },
    });
  });
});
