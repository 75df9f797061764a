// Google sign-in per profile against the real sandbox as authorization server: the "browser" does what a
// person would (GET the consent page, POST its form, follow the redirect to the console's loopback listener).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createAccounts, type OpenBrowser } from '../../../src-main/services/accounts/accounts';
import { ACCOUNT_SCOPES } from '../../../src-shared/accounts/account-scopes';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { createSandboxControl } from '../../../src-main/services/sandbox/sandbox-control';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { createVault } from '../../../src-main/services/vault/vault';
import {
  answerConsent,
  DRIVE,
  INDEXING,
  OWNER,
  oauthSandboxPerFile,
  postToken,
  recordedFailure,
  setOAuthSettings,
  type ConsentChoice,
} from '../sandbox/oauth-harness';
import { rawRequest } from '../sandbox/sandbox-harness';
import { profileHandlers } from '../../../src-main/core/handlers/profile-handlers';
import { createProfiles } from '../../../src-main/services/profiles/profiles';
import { openDatabase } from '../../../src-main/services/store/database';
import { tempDir } from '../../support/temp-dir';
import { startTestCore } from '../../support/test-core';

const oauth = oauthSandboxPerFile();
const PROFILE = 'sandbox';

/** A browser whose user answers the consent page with `choice`; keeps the page the console showed last. */
function browser(choice: ConsentChoice) {
  const seen = { landing: '', consentUrl: '' };
  const open: OpenBrowser = async (url) => {
    seen.consentUrl = url;
    const back = await answerConsent(url, choice);
    seen.landing = await (await fetch(back)).text();
  };
  return { open, seen };
}

async function setup(openBrowser?: OpenBrowser, timeoutMs?: number) {
  const vault = await createVault({ backend: memoryBackend() });
  const { sandbox } = oauth();
  const http = createHttpClient({ inspector: createInspector({ secrets: () => vault.allValues() }) });
  const control = createSandboxControl({ http, connection: sandbox });
  const accounts = createAccounts({ vault, openBrowser, timeoutMs, clientFor: () => control.oauthClient() });
  const grant = () =>
    JSON.parse(vault.accountRecord('oauth-grant', PROFILE) ?? 'null') as Record<string, string> | null;
  return { vault, accounts, grant };
}

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as { code: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error('expected the call to fail');
}

describe('signing in', () => {
  it('Allow: signed in as the chosen account, with the granted scopes, the tokens in the vault only', async () => {
    const { open, seen } = browser({ decision: 'allow' });
    const { accounts, grant } = await setup(open);
    const status = await accounts.signIn(PROFILE);
    expect(status).toEqual({
      profileId: PROFILE,
      state: 'signed-in',
      email: OWNER.email,
      grantedScopes: ACCOUNT_SCOPES.map(({ scope }) => scope),
      // The shell opened the browser itself: nothing for the page to open.
      consentUrl: null,
      problem: null,
    });
    expect(seen.landing).toContain('You can close this tab');
    const consent = new URL(seen.consentUrl);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(consent.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant()).toMatchObject({ refreshToken: expect.stringMatching(/^1\/\/0/) });
    // The status names the account and its scopes; no token is in it.
    const tokens = [grant()!.refreshToken!, grant()!.accessToken!];
    for (const token of tokens) expect(JSON.stringify(accounts.status(PROFILE))).not.toContain(token);
    // The listener was for this sign-in only.
    const redirect = consent.searchParams.get('redirect_uri')!;
    await expect(fetch(`${redirect}?code=x&state=y`)).rejects.toThrow();
  });

  it('reports the scopes granted when the person unticks some', async () => {
    const { open } = browser({ decision: 'allow', untick: [DRIVE, INDEXING] });
    const { accounts } = await setup(open);
    expect((await accounts.signIn(PROFILE)).grantedScopes).toEqual(
      ACCOUNT_SCOPES.map(({ scope }) => scope).filter((scope) => scope !== DRIVE && scope !== INDEXING),
    );
  });

  it('Deny: a clear "access denied", nothing stored', async () => {
    const { open, seen } = browser({ decision: 'deny' });
    const { accounts, vault } = await setup(open);
    const denied = await failure(accounts.signIn(PROFILE));
    expect(denied.message).toMatch(/^Access denied: .*sign in again and choose Allow/i);
    expect(seen.landing).toContain('<h1>Access denied</h1>');
    expect(seen.landing).toContain('You can close this tab');
    expect(vault.accountRecord('oauth-grant', PROFILE)).toBeUndefined();
    expect(accounts.status(PROFILE).state).toBe('signed-out');
  });

  it('times out when the browser never comes back, and a cancel ends a waiting sign-in', async () => {
    const idle: OpenBrowser = async () => undefined;
    const { accounts } = await setup(idle, 1);
    expect(await failure(accounts.signIn(PROFILE))).toMatchObject({ code: 'TIMEOUT' });

    const waiting = await setup(idle);
    const signIn = waiting.accounts.signIn(PROFILE);
    await expect.poll(() => waiting.accounts.status(PROFILE).state).toBe('signing-in');
    expect(waiting.accounts.cancel(PROFILE).state).toBe('signing-in');
    expect(await failure(signIn)).toMatchObject({ code: 'CANCELLED', message: 'The sign-in was cancelled' });
    expect(waiting.accounts.status(PROFILE).state).toBe('signed-out');
  });
});

describe('signing in where the shell opens no browser (the headless host)', () => {
  it('hands the consent URL to the page while the sign-in waits, and forgets it after', async () => {
    const { accounts } = await setup();
    const signIn = accounts.signIn(PROFILE);
    await expect.poll(() => accounts.status(PROFILE).consentUrl).not.toBeNull();
    const waiting = accounts.status(PROFILE);
    expect(waiting.state).toBe('signing-in');
    const consent = new URL(waiting.consentUrl!);
    expect(consent.pathname).toBe('/o/oauth2/v2/auth');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    // The page opens it; the person allows.
    const landing = await (
      await fetch(await answerConsent(consent.toString(), { decision: 'allow' }))
    ).text();
    expect(landing).toContain('You can close this tab');
    expect(await signIn).toMatchObject({ state: 'signed-in', email: OWNER.email, consentUrl: null });
  });

  it('a cancelled sign-in takes its consent URL with it', async () => {
    const { accounts } = await setup();
    const signIn = accounts.signIn(PROFILE);
    await expect.poll(() => accounts.status(PROFILE).consentUrl).not.toBeNull();
    accounts.cancel(PROFILE);
    expect(await failure(signIn)).toMatchObject({ code: 'CANCELLED' });
    expect(accounts.status(PROFILE)).toMatchObject({ state: 'signed-out', consentUrl: null });
  });
});

describe('tokens after signing in', () => {
  it('refreshes an access token near its expiry, and keeps one that is not', async () => {
    // Shorter than google-auth-library's five-minute eager window: the next use refreshes.
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 60 });
    const { accounts, grant } = await setup(browser({ decision: 'allow' }).open);
    await accounts.signIn(PROFILE);
    const first = grant()!.accessToken!;
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 3600 });
    // Two calls at once share one refresh.
    const [refreshed, alongside] = await Promise.all([
      accounts.accessToken(PROFILE),
      accounts.accessToken(PROFILE),
    ]);
    expect(refreshed).not.toBe(first);
    expect(alongside).toBe(refreshed);
    expect(grant()!.accessToken).toBe(refreshed);
    expect(await accounts.accessToken(PROFILE)).toBe(refreshed);
    const info = await rawRequest(`${oauth().sandbox.baseUrl}/tokeninfo?access_token=${refreshed}`);
    expect(JSON.parse(info.body)).toMatchObject({ email: OWNER.email });
  });

  it('a refresh token the server refuses turns into "sign in again" with the known causes', async () => {
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 60 });
    const { accounts, grant } = await setup(browser({ decision: 'allow' }).open);
    await accounts.signIn(PROFILE);
    // Revoked elsewhere (Google Account → Third-party access does this).
    await rawRequest(`${oauth().sandbox.baseUrl}/revoke?token=${grant()!.refreshToken}`, { method: 'POST' });

    expect(await failure(accounts.accessToken(PROFILE))).toMatchObject({ message: /sign in again/ });
    const status = accounts.status(PROFILE);
    expect(status).toMatchObject({ state: 'sign-in-again', email: OWNER.email });
    expect(status.problem?.causes.join('\n')).toMatch(
      /revoked[\s\S]*six months[\s\S]*"Testing"[\s\S]*seven days/,
    );
    expect(grant()).not.toHaveProperty('refreshToken');
  });

  it('sign out revokes the refresh token at the server and forgets the tokens', async () => {
    const { accounts, grant, vault } = await setup(browser({ decision: 'allow' }).open);
    await accounts.signIn(PROFILE);
    const { refreshToken, accessToken } = grant()!;
    expect((await accounts.signOut(PROFILE)).state).toBe('signed-out');
    expect(vault.accountRecord('oauth-grant', PROFILE)).toBeUndefined();

    const { client, sandbox } = oauth();
    const refresh = await postToken(sandbox, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken!,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    expect({ status: refresh.status, data: refresh.json }).toEqual(
      recordedFailure('token_error_invalid_grant'),
    );
    expect((await rawRequest(`${sandbox.baseUrl}/tokeninfo?access_token=${accessToken}`)).status).toBe(400);
  });
});

describe('the accounts channels', () => {
  it('sign in, status and sign out through the contract carry no token', async () => {
    const test = await startTestCore('accounts', oauth().sandbox, undefined, {
      openBrowser: browser({ decision: 'allow' }).open,
    });
    try {
      const grantFile = `${oauth().sandbox.dataDir}/oauth/grants.json`;
      // The refresh tokens the sandbox gave out, from its own grant file (written after each grant).
      const grants = async () =>
        JSON.parse(await readFile(grantFile, 'utf8').catch(() => '[]')) as { refreshToken: string }[];
      const before = (await grants()).length;
      const answers = [
        await test.call('accounts:status', { profileId: PROFILE }),
        await test.call('accounts:signIn', { profileId: PROFILE }),
        await test.call('accounts:status', { profileId: PROFILE }),
      ];
      expect(answers[1]).toMatchObject({ ok: true, value: { state: 'signed-in', email: OWNER.email } });
      await expect.poll(async () => (await grants()).length).toBe(before + 1);
      const given = await grants();
      answers.push(await test.call('accounts:signOut', { profileId: PROFILE }));
      expect(answers[3]).toMatchObject({ ok: true, value: { state: 'signed-out' } });
      const text = JSON.stringify(answers);
      for (const { refreshToken } of given) expect(text).not.toContain(refreshToken);
      expect(text).not.toMatch(/ya29\.|1\/\/0/);

      expect(await test.call('accounts:signIn', { profileId: 'nowhere' })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'No profile named "nowhere"' },
      });
    } finally {
      await test.close();
    }
  });
});

describe('removing a profile', () => {
  it('revokes its sign-in at the server and forgets it; the built-in profile keeps its own', async () => {
    const dir = await tempDir('accounts-remove');
    const db = openDatabase(`${dir.path}/verity.db`);
    try {
      const { sandbox, client } = oauth();
      const profiles = createProfiles({ db, sandboxBaseUrl: sandbox.baseUrl });
      const work = await profiles.save({ name: 'Work', endpoints: { storage: sandbox.baseUrl } });
      // Both profiles sign in with the sandbox's client (as a profile with the same client JSON imported would).
      const { accounts, vault } = await setup(browser({ decision: 'allow' }).open);
      const handlers = profileHandlers({ profiles, vault, accounts });
      await accounts.signIn(work.id);
      await accounts.signIn(PROFILE);
      const refreshToken = (
        JSON.parse(vault.accountRecord('oauth-grant', work.id)!) as { refreshToken: string }
      ).refreshToken;

      await expect(handlers['profiles:remove']({ id: PROFILE })).rejects.toThrow(/built in/);
      expect(accounts.status(PROFILE).state).toBe('signed-in');

      const list = await handlers['profiles:remove']({ id: work.id });
      expect(list.profiles.map(({ id }) => id)).toEqual([PROFILE]);
      expect(vault.accountRecord('oauth-grant', work.id)).toBeUndefined();
      const refresh = await postToken(sandbox, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.client_id,
        client_secret: client.client_secret,
      });
      expect({ status: refresh.status, data: refresh.json }).toEqual(
        recordedFailure('token_error_invalid_grant'),
      );
    } finally {
      db.close();
      await dir.remove();
    }
  });
});

describe("the sandbox's credential files", () => {
  it('sandbox:oauthFiles names both files and whom they name, and carries no secret from them', async () => {
    const { sandbox, client, serviceAccount } = oauth();
    const test = await startTestCore('oauth-files', sandbox);
    try {
      const answer = await test.call('sandbox:oauthFiles');
      expect(answer).toEqual({
        ok: true,
        value: {
          clientFile: `${sandbox.dataDir}/oauth-client.json`,
          clientId: client.client_id,
          serviceAccountFile: `${sandbox.dataDir}/service-account.json`,
          serviceAccountEmail: serviceAccount.client_email,
          authorizationUri: `${sandbox.baseUrl}/o/oauth2/v2/auth`,
          tokenUri: `${sandbox.baseUrl}/token`,
        },
      });
      const text = JSON.stringify(answer);
      expect(text).not.toContain(client.client_secret);
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).not.toContain(serviceAccount.private_key_id);
    } finally {
      await test.close();
    }
  });
});
