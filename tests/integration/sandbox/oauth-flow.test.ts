// The installed-app flow end to end with google-auth-library's OAuth2Client pointed at the sandbox:
// authorization URL with PKCE, the consent page, getToken, getTokenInfo, automatic refresh, revokeToken.
import type { Credentials } from 'google-auth-library';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS,
  answerConsent,
  authorizationUrl,
  DRIVE,
  EMAIL,
  LOOPBACK_REDIRECT,
  newClient,
  NOBODY,
  oauthFailure,
  OWNER,
  postToken,
  setOAuthSettings,
  signIn,
  oauthSandboxPerFile,
  recordedFailure,
  untilExpired,
} from './oauth-harness';
import { rawRequest } from './sandbox-harness';

const oauth = oauthSandboxPerFile();

describe('the consent page', () => {
  it('offers the demo accounts, the scopes in words and Allow/Deny, as plain HTML without script', async () => {
    const { url } = await authorizationUrl(newClient(oauth()));
    const page = await rawRequest(url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(
      `value="${OWNER.sub}" checked> Ada Operator (ada@example.com): owns the demo sites and channel`,
    );
    expect(page.body).toContain(`value="${NOBODY.sub}"> Grace Visitor (grace@example.com): owns nothing`);
    expect(page.body).toContain('See, edit, create, and delete all of your Google Drive files');
    expect(page.body).toContain('View YouTube Analytics reports for your YouTube content');
    expect(page.body).toContain(`<input type="checkbox" name="scope" value="${DRIVE}" checked>`);
    // The e-mail scope is part of signing in: shown, not a checkbox.
    expect(page.body).toContain('See your primary Google Account email address');
    expect(page.body).not.toContain(`name="scope" value="${EMAIL}"`);
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="deny">Deny<\/button>\s*<button type="submit" name="decision" value="allow">Allow<\/button>/,
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('preselects the account login_hint names', async () => {
    const { url } = await authorizationUrl(newClient(oauth()), { loginHint: NOBODY.email });
    const page = await rawRequest(url);
    expect(page.body).toContain(`value="${NOBODY.sub}" checked>`);
    expect(page.body).not.toContain(`value="${OWNER.sub}" checked>`);
  });

  it('escapes what the request puts on the page', async () => {
    const client = newClient(oauth(), { redirectUri: 'http://127.0.0.1:8080/<b>"x"' });
    const { url } = await authorizationUrl(client);
    const page = await rawRequest(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('http://127.0.0.1:8080/&#60;b&#62;&#34;x&#34;');
    expect(page.body).not.toContain('<b>');
  });

  it('Allow redirects to the loopback URI with the code, the state and the granted scopes', async () => {
    const { url, state } = await authorizationUrl(newClient(oauth()));
    const back = await answerConsent(url, { decision: 'allow' });
    expect(`${back.origin}${back.pathname}`).toBe(LOOPBACK_REDIRECT);
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('code')).toMatch(/^4\/0[A-Za-z0-9_-]+$/);
    expect(back.searchParams.get('scope')).toBe(`${DRIVE} ${ANALYTICS} ${EMAIL}`);
  });

  it('Deny redirects with error=access_denied and the state', async () => {
    const { url, state } = await authorizationUrl(newClient(oauth()));
    const back = await answerConsent(url, { decision: 'deny' });
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state });
  });

  it('answers a form only once', async () => {
    const { url } = await authorizationUrl(newClient(oauth()));
    const page = await rawRequest(url);
    const consent = /name="consent" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const post = () =>
      rawRequest(`${oauth().sandbox.baseUrl}/o/oauth2/v2/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          consent,
          account: OWNER.sub,
          decision: 'allow',
          scope: DRIVE,
        }).toString(),
      });
    expect((await post()).status).toBe(302);
    const again = await post();
    expect(again.status).toBe(400);
    expect(again.body).toContain('expired or was already answered');
  });
});

describe('tokens with google-auth-library', () => {
  it('getToken exchanges the code (PKCE S256) for an access token, a refresh token and the granted scopes', async () => {
    const client = newClient(oauth());
    const before = Date.now();
    const tokens = await signIn(client);
    expect(tokens).toMatchObject({
      access_token: expect.stringMatching(/^ya29\./),
      refresh_token: expect.stringMatching(/^1\/\/0/),
      scope: `${DRIVE} ${ANALYTICS} ${EMAIL}`,
      token_type: 'Bearer',
    });
    expect(tokens.expiry_date).toBeGreaterThanOrEqual(before + 3600_000);
    expect(tokens.expiry_date).toBeLessThanOrEqual(Date.now() + 3600_000);

    const info = await client.getTokenInfo(tokens.access_token!);
    expect(info).toMatchObject({
      aud: oauth().client.client_id,
      azp: oauth().client.client_id,
      sub: OWNER.sub,
      email: OWNER.email,
      email_verified: 'true',
      access_type: 'offline',
      scopes: [DRIVE, ANALYTICS, EMAIL],
    });
  });

  it('tokeninfo also answers GET ?access_token=, and a token without the e-mail scope carries no e-mail', async () => {
    const tokens = await signIn(newClient(oauth()), { scope: [DRIVE], account: NOBODY.sub });
    const info = await rawRequest(`${oauth().sandbox.baseUrl}/tokeninfo?access_token=${tokens.access_token}`);
    expect(info.status).toBe(200);
    const body = JSON.parse(info.body) as Record<string, string>;
    expect(body).toMatchObject({ sub: NOBODY.sub, scope: DRIVE, access_type: 'offline' });
    expect(body).not.toHaveProperty('email');
    expect(Number(body.expires_in)).toBeGreaterThan(3500);
  });

  it('granular consent: an unticked scope is left out of the token and of tokeninfo', async () => {
    const client = newClient(oauth());
    const tokens = await signIn(client, { untick: [DRIVE] });
    expect(tokens.scope).toBe(`${ANALYTICS} ${EMAIL}`);
    expect((await client.getTokenInfo(tokens.access_token!)).scopes).toEqual([ANALYTICS, EMAIL]);
  });

  it('unticking every scope the app asked for is a denial', async () => {
    const { url } = await authorizationUrl(newClient(oauth()), { scope: [DRIVE] });
    const back = await answerConsent(url, { decision: 'allow', untick: [DRIVE] });
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('access_type=online yields no refresh token', async () => {
    const tokens = await signIn(newClient(oauth()), { accessType: 'online' });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens).not.toHaveProperty('refresh_token');
  });

  it('refreshes an expired access token by itself; the refresh answer has no new refresh token', async () => {
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 1 });
    const client = newClient(oauth(), { eagerRefreshThresholdMillis: 0 });
    const first = await signIn(client);
    const refreshed: Credentials[] = [];
    client.on('tokens', (tokens) => refreshed.push(tokens));
    await untilExpired(oauth().sandbox, first.access_token!);

    const { token } = await client.getAccessToken();
    expect(token).toMatch(/^ya29\./);
    expect(token).not.toBe(first.access_token);
    expect(refreshed).toHaveLength(1);
    // (The library copies the refresh token it holds into the event's object; the raw answer is below.)
    expect(refreshed[0]).toMatchObject({ scope: `${DRIVE} ${ANALYTICS} ${EMAIL}`, token_type: 'Bearer' });
    expect(client.credentials.refresh_token).toBe(first.refresh_token);
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 3600 });
    expect((await client.getTokenInfo(token!)).sub).toBe(OWNER.sub);

    const raw = await postToken(oauth().sandbox, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
      client_id: oauth().client.client_id,
      client_secret: oauth().client.client_secret,
    });
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.json).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
    expect(raw.json.expires_in).toBe(3600);
  });

  it('revokeToken of the refresh token revokes its access tokens too', async () => {
    const client = newClient(oauth());
    const tokens = await signIn(client);
    const revoked = await client.revokeToken(tokens.refresh_token!);
    expect(revoked.status).toBe(200);

    expect(await oauthFailure(client.getTokenInfo(tokens.access_token!))).toEqual({
      status: 400,
      data: { error: 'invalid_token', error_description: 'Invalid Value' },
    });
    const refresh = await oauthFailure(client.refreshAccessToken());
    expect(refresh).toEqual(recordedFailure('token_error_invalid_grant'));
    expect(await oauthFailure(client.revokeToken(tokens.refresh_token!))).toEqual({
      status: 400,
      data: { error: 'invalid_token', error_description: 'Token expired or revoked' },
    });
  });

  it('revoking an access token revokes its grant, refresh token included', async () => {
    const client = newClient(oauth());
    const tokens = await signIn(client);
    await client.revokeToken(tokens.access_token!);
    expect(await oauthFailure(client.refreshAccessToken())).toEqual(
      recordedFailure('token_error_invalid_grant'),
    );
  });

  it('the client may authenticate with HTTP Basic instead of the form', async () => {
    const { ClientAuthentication } = await import('google-auth-library');
    const client = newClient(oauth(), { clientAuthentication: ClientAuthentication.ClientSecretBasic });
    const tokens = await signIn(client);
    expect(tokens.access_token).toMatch(/^ya29\./);
  });
});
