// Every rule of the authorization server, each broken once, answered with Google's error: the error page
// of the authorization endpoint ("Error 400: redirect_uri_mismatch") or the token endpoint's
// {"error", "error_description"} body as google-auth-library receives it.
import { describe, expect, it } from 'vitest';
import {
  answerConsent,
  authorizationUrl,
  DRIVE,
  newClient,
  oauthFailure,
  postToken,
  setOAuthSettings,
  signIn,
  oauthSandboxPerFile,
  recordedFailure,
} from './oauth-harness';
import { rawRequest } from './sandbox-harness';

const oauth = oauthSandboxPerFile();

/** The authorization endpoint's answer to a request built from the library's URL with some parameters changed. */
async function authorize(change: Record<string, string | null>) {
  const { url } = await authorizationUrl(newClient(oauth()));
  const target = new URL(url);
  for (const [name, value] of Object.entries(change))
    if (value === null) target.searchParams.delete(name);
    else target.searchParams.set(name, value);
  const page = await rawRequest(target.toString());
  return {
    status: page.status,
    code: /<code id="error">([^<]*)<\/code>/.exec(page.body)?.[1],
    description: /<p id="error-description">([^<]*)<\/p>/.exec(page.body)?.[1],
    location: page.headers.location,
  };
}

describe('the authorization endpoint', () => {
  it.each(['http://127.0.0.1:8080/callback', 'http://127.0.0.1/', 'http://[::1]:49152/'])(
    'accepts the loopback IP literal %s at any port',
    async (redirectUri) => {
      expect((await authorize({ redirect_uri: redirectUri })).status).toBe(200);
    },
  );

  it.each([
    'http://localhost:53682/',
    'https://127.0.0.1:53682/',
    'http://example.com/callback',
    'http://127.0.0.1.nip.io/',
    'http://user@127.0.0.1:53682/',
    'urn:ietf:wg:oauth:2.0:oob',
  ])('refuses %s with redirect_uri_mismatch and never redirects', async (redirectUri) => {
    const answer = await authorize({ redirect_uri: redirectUri });
    expect(answer).toMatchObject({ status: 400, code: 'redirect_uri_mismatch', location: undefined });
    expect(answer.description).toContain('loopback IP literal');
  });

  it('requires PKCE: no code_challenge is invalid_request', async () => {
    const answer = await authorize({ code_challenge: null, code_challenge_method: null });
    expect(answer).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(answer.description).toContain('code_challenge');
  });

  it('requires S256: the plain method is invalid_request', async () => {
    const answer = await authorize({ code_challenge_method: 'plain' });
    expect(answer).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(answer.description).toContain('only S256');
  });

  it('an unknown scope is invalid_scope, naming it', async () => {
    const answer = await authorize({ scope: `${DRIVE} https://www.googleapis.com/auth/nonsense` });
    expect(answer).toMatchObject({ status: 400, code: 'invalid_scope' });
    expect(answer.description).toBe(
      'Some requested scopes were invalid. {invalid=[https://www.googleapis.com/auth/nonsense]}',
    );
  });

  it('an unknown client is invalid_client', async () => {
    const answer = await authorize({ client_id: '1-unknown.apps.googleusercontent.com' });
    expect(answer).toMatchObject({ status: 401, code: 'invalid_client' });
  });

  it('a missing response_type and a wrong one are invalid_request', async () => {
    expect(await authorize({ response_type: null })).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await authorize({ response_type: 'token' })).toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
  });
});

describe('the token endpoint', () => {
  /** A fresh code, with the verifier its challenge was made from. */
  async function freshCode(client = newClient(oauth())) {
    const { url, codeVerifier } = await authorizationUrl(client);
    const back = await answerConsent(url, { decision: 'allow' });
    return { client, code: back.searchParams.get('code')!, codeVerifier };
  }

  it('a code is single-use: the second exchange is invalid_grant and revokes what the first gave', async () => {
    const { client, code, codeVerifier } = await freshCode();
    const { tokens } = await client.getToken({ code, codeVerifier });
    const again = await oauthFailure(client.getToken({ code, codeVerifier }));
    expect(again).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    expect(JSON.stringify(again.data)).toContain('already used');
    expect(await oauthFailure(client.getTokenInfo(tokens.access_token!))).toMatchObject({ status: 400 });
    client.setCredentials({ refresh_token: tokens.refresh_token });
    expect(await oauthFailure(client.refreshAccessToken())).toEqual(
      recordedFailure('token_error_invalid_grant'),
    );
  });

  it('a code expires (10 minutes; shortened here): invalid_grant', async () => {
    await setOAuthSettings(oauth().sandbox, { authorizationCodeLifetimeSeconds: 1 });
    const { client, code, codeVerifier } = await freshCode();
    await new Promise((done) => setTimeout(done, 1100));
    const late = await oauthFailure(client.getToken({ code, codeVerifier }));
    expect(late).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    expect(JSON.stringify(late.data)).toContain('expired');
  });

  it('a wrong code_verifier is invalid_grant', async () => {
    const { client, code } = await freshCode();
    const other = await client.generateCodeVerifierAsync();
    expect(await oauthFailure(client.getToken({ code, codeVerifier: other.codeVerifier }))).toEqual({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    });
  });

  it('a missing code_verifier is invalid_request (PKCE is required)', async () => {
    const { client, code } = await freshCode();
    const failure = await oauthFailure(client.getToken({ code }));
    expect(failure).toMatchObject({ status: 400, data: { error: 'invalid_request' } });
  });

  it("a redirect_uri other than the authorization request's is redirect_uri_mismatch", async () => {
    const { client, code, codeVerifier } = await freshCode();
    const failure = await oauthFailure(
      client.getToken({ code, codeVerifier, redirect_uri: 'http://127.0.0.1:1234/' }),
    );
    expect(failure).toMatchObject({ status: 400, data: { error: 'redirect_uri_mismatch' } });
  });

  it('an unknown client is invalid_client (401)', async () => {
    const { code, codeVerifier } = await freshCode();
    const stranger = newClient(oauth(), { clientId: '1-unknown.apps.googleusercontent.com' });
    expect(await oauthFailure(stranger.getToken({ code, codeVerifier }))).toEqual({
      status: 401,
      data: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
    });
  });

  it("a wrong client secret is invalid_client with Google's body", async () => {
    const { code, codeVerifier } = await freshCode();
    const wrong = newClient(oauth(), { clientSecret: 'GOCSPX-wrong' });
    expect(await oauthFailure(wrong.getToken({ code, codeVerifier }))).toEqual(
      recordedFailure('token_error_invalid_client'),
    );
  });

  it('a refresh with a wrong secret is invalid_client too', async () => {
    const tokens = await signIn(newClient(oauth()));
    const wrong = newClient(oauth(), { clientSecret: 'GOCSPX-wrong' });
    wrong.setCredentials({ refresh_token: tokens.refresh_token });
    expect(await oauthFailure(wrong.refreshAccessToken())).toMatchObject({
      status: 401,
      data: { error: 'invalid_client' },
    });
  });

  it("an unknown refresh token is invalid_grant with Google's body", async () => {
    const client = newClient(oauth());
    client.setCredentials({ refresh_token: '1//0never-issued' });
    expect(await oauthFailure(client.refreshAccessToken())).toEqual(
      recordedFailure('token_error_invalid_grant'),
    );
  });

  it('an unknown grant type is unsupported_grant_type', async () => {
    const answer = await postToken(oauth().sandbox, {
      grant_type: 'password',
      username: 'ada',
      password: 'x',
    });
    expect(answer).toEqual({
      status: 400,
      json: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: password' },
    });
  });

  it('a missing grant type and a body that is not a form are invalid_request', async () => {
    expect(await postToken(oauth().sandbox, {})).toMatchObject({
      status: 400,
      json: { error: 'invalid_request' },
    });
    const json = await rawRequest(`${oauth().sandbox.baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'grant_type=refresh_token',
    });
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body)).toMatchObject({ error: 'invalid_request' });
  });
});

describe('tokeninfo and revoke', () => {
  it('tokeninfo of an unknown or missing token is a 400', async () => {
    const unknown = await rawRequest(`${oauth().sandbox.baseUrl}/tokeninfo?access_token=ya29.never-issued`);
    expect({ status: unknown.status, json: JSON.parse(unknown.body) as unknown }).toEqual({
      status: 400,
      json: { error: 'invalid_token', error_description: 'Invalid Value' },
    });
    const missing = await rawRequest(`${oauth().sandbox.baseUrl}/tokeninfo`);
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body)).toMatchObject({ error: 'invalid_request' });
  });

  it('revoking an unknown token is invalid_token', async () => {
    const answer = await rawRequest(`${oauth().sandbox.baseUrl}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=1%2F%2F0never-issued',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
  });
});
