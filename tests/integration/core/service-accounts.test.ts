// Service accounts per profile against the real sandbox as authorization server: the key file the sandbox
// wrote is imported as a person would import it, and its tokens come from google-auth-library's JWT client
// with the jwt-bearer grant.
import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createAccounts, type OpenBrowser } from '../../../src-main/services/accounts/accounts';
import { createOAuthClients } from '../../../src-main/services/accounts/oauth-clients';
import { createServiceAccounts } from '../../../src-main/services/accounts/service-accounts';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { createSandboxControl } from '../../../src-main/services/sandbox/sandbox-control';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { createVault } from '../../../src-main/services/vault/vault';
import { exchangesOf, startTestCore } from '../../support/test-core';
import {
  answerConsent,
  INDEXING,
  OWNER,
  oauthSandboxPerFile,
  setOAuthSettings,
  untilExpired,
} from '../sandbox/oauth-harness';
import { rawRequest } from '../sandbox/sandbox-harness';

const oauth = oauthSandboxPerFile();
const PROFILE = 'sandbox';

/** The sandbox's service-account.json as it lies in its data folder. */
const keyFile = () => readFile(`${oauth().sandbox.dataDir}/service-account.json`, 'utf8');

const otherRsaKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;

async function setup(openBrowser?: OpenBrowser) {
  const vault = await createVault({ backend: memoryBackend() });
  const http = createHttpClient({ inspector: createInspector({ secrets: () => vault.allValues() }) });
  const control = createSandboxControl({ http, connection: oauth().sandbox });
  const oauthClients = createOAuthClients({
    vault,
    requireProfile: () => undefined,
    sandboxClient: () => control.oauthClient(),
  });
  const serviceAccounts = createServiceAccounts({ vault, tokenUrlFor: oauthClients.tokenUrlFor });
  const accounts = createAccounts({ vault, openBrowser, clientFor: oauthClients.clientFor, serviceAccounts });
  const record = () =>
    JSON.parse(vault.accountRecord('service-account', PROFILE) ?? 'null') as Record<string, unknown> | null;
  return { vault, serviceAccounts, accounts, record };
}

async function tokenInfo(token: string) {
  const info = await rawRequest(`${oauth().sandbox.baseUrl}/tokeninfo?access_token=${token}`);
  return { status: info.status, json: JSON.parse(info.body) as Record<string, string> };
}

describe('service accounts', () => {
  it("the sandbox's key file: an access token the sandbox knows as the service account's, kept and reused", async () => {
    const { serviceAccounts, accounts, record } = await setup();
    await serviceAccounts.importKey(PROFILE, await keyFile());
    expect(serviceAccounts.status(PROFILE)).toEqual({
      email: oauth().serviceAccount.client_email,
      keyId: oauth().serviceAccount.private_key_id,
    });

    const token = await accounts.accessToken(PROFILE);
    const info = await tokenInfo(token);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ azp: oauth().serviceAccount.client_id, access_type: 'online' });
    expect(info.json.scope?.split(' ')).toContain(INDEXING);
    expect(record()).toMatchObject({ accessToken: token, expiryDate: expect.any(Number) });
    // Far from its expiry: the same token again, no new grant.
    expect(await accounts.accessToken(PROFILE)).toBe(token);
  });

  it('renews a token within five minutes of its expiry', async () => {
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 60 });
    const { serviceAccounts, accounts } = await setup();
    await serviceAccounts.importKey(PROFILE, await keyFile());
    const first = await accounts.accessToken(PROFILE);
    const second = await accounts.accessToken(PROFILE);
    expect(second).not.toBe(first);
    expect((await tokenInfo(second)).status).toBe(200);
  });

  it("a key signed by another RSA key: the sandbox's invalid_grant as a clear error, nothing kept", async () => {
    const { serviceAccounts, accounts, record } = await setup();
    const forged = { ...JSON.parse(await keyFile()), private_key: otherRsaKey() } as Record<string, string>;
    await serviceAccounts.importKey(PROFILE, JSON.stringify(forged));
    const refused: unknown = await accounts.accessToken(PROFILE).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringMatching(
        /^The authorization server refused the service account's key \(invalid_grant: Invalid JWT Signature\.\): .*import a current key$/,
      ),
      details: { status: 400, error: 'invalid_grant' },
    });
    expect((refused as Error).message).not.toContain(forged.private_key!.split('\n')[1]!);
    expect(record()).not.toHaveProperty('accessToken');
  });

  it("refuses a key for another authorization server: Google's key in the Sandbox profile", async () => {
    const { serviceAccounts } = await setup();
    const google = {
      ...JSON.parse(await keyFile()),
      token_uri: 'https://oauth2.googleapis.com/token',
    } as object;
    await expect(serviceAccounts.importKey(PROFILE, JSON.stringify(google))).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(
        /^This key is for the authorization server at https:\/\/oauth2\.googleapis\.com, not this sandbox's/,
      ),
    });
    expect(serviceAccounts.status(PROFILE)).toBeNull();
  });

  it('forgetting the key removes it and its token; the profile then has no identity to use', async () => {
    const { serviceAccounts, accounts, vault } = await setup();
    await serviceAccounts.importKey(PROFILE, await keyFile());
    await accounts.accessToken(PROFILE);
    await serviceAccounts.forget(PROFILE);
    expect(vault.accountRecord('service-account', PROFILE)).toBeUndefined();
    await expect(accounts.accessToken(PROFILE)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/sign in first, or import a service-account key/),
    });
  });

  it("a person's sign-in comes before the profile's service account", async () => {
    const open: OpenBrowser = async (url) => {
      await fetch(await answerConsent(url, { decision: 'allow' }));
    };
    const { serviceAccounts, accounts } = await setup(open);
    await serviceAccounts.importKey(PROFILE, await keyFile());
    await accounts.signIn(PROFILE);
    expect((await tokenInfo(await accounts.accessToken(PROFILE))).json).toMatchObject({ email: OWNER.email });
    await accounts.signOut(PROFILE);
    expect((await tokenInfo(await accounts.accessToken(PROFILE))).json).toMatchObject({
      azp: oauth().serviceAccount.client_id,
    });
  });
});

describe('a token the API refused (401)', () => {
  const revoke = (token: string) =>
    rawRequest(`${oauth().sandbox.baseUrl}/revoke?token=${token}`, { method: 'POST' });

  it("the service account's: a new one, not the refused one again", async () => {
    const { serviceAccounts, accounts } = await setup();
    await serviceAccounts.importKey(PROFILE, await keyFile());
    const refused = await accounts.accessToken(PROFILE);
    await revoke(refused);
    const fresh = await accounts.accessToken(PROFILE, { refused });
    expect(fresh).not.toBe(refused);
    expect((await tokenInfo(fresh)).status).toBe(200);
    expect(await accounts.accessToken(PROFILE)).toBe(fresh);
  });

  it("a person's: refreshed with the refresh token, though the console thought it had not expired", async () => {
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 1 });
    const open: OpenBrowser = async (url) => {
      await fetch(await answerConsent(url, { decision: 'allow' }));
    };
    const { accounts, vault } = await setup(open);
    await accounts.signIn(PROFILE);
    const grant = JSON.parse(vault.accountRecord('oauth-grant', PROFILE)!) as { accessToken: string };
    await untilExpired(oauth().sandbox, grant.accessToken);
    // The console's clock (or the server's) was off: it holds the token for good for another hour.
    await vault.setAccountRecord(
      'oauth-grant',
      PROFILE,
      JSON.stringify({ ...grant, expiryDate: Date.now() + 3_600_000 }),
    );
    await setOAuthSettings(oauth().sandbox, { accessTokenLifetimeSeconds: 3600 });
    const refused = await accounts.accessToken(PROFILE);
    expect(refused).toBe(grant.accessToken);
    const fresh = await accounts.accessToken(PROFILE, { refused });
    expect(fresh).not.toBe(refused);
    expect((await tokenInfo(fresh)).json).toMatchObject({ email: OWNER.email });
  });
});

describe('the service-account channels', () => {
  it('import, status and forget carry the email and key id, never the key; Activity and the logs hold none of it', async () => {
    const logged: string[] = [];
    const test = await startTestCore('service-accounts', oauth().sandbox, undefined, {
      log: (message) => logged.push(message),
    });
    try {
      const text = await keyFile();
      const answers = [
        await test.call('accounts:importServiceAccount', { profileId: PROFILE, json: text }),
        await test.call('accounts:credentials', { profileId: PROFILE }),
        // A damaged key is refused without repeating what it holds.
        await test.call('accounts:importServiceAccount', {
          profileId: PROFILE,
          json: text.replace(/MII[A-Za-z0-9+/]{20}/, 'MII!'),
        }),
        await test.call('accounts:forgetServiceAccount', { profileId: PROFILE }),
      ];
      expect(answers[0]).toEqual({
        ok: true,
        value: {
          profileId: PROFILE,
          serviceAccount: {
            email: oauth().serviceAccount.client_email,
            keyId: oauth().serviceAccount.private_key_id,
          },
          oauthClient: { source: 'sandbox' },
        },
      });
      expect(answers[2]).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION', message: expect.stringMatching(/private_key is not a readable PEM/) },
      });
      expect(answers[3]).toMatchObject({ ok: true, value: { serviceAccount: null } });
      const keyLines = oauth()
        .serviceAccount.private_key.split('\n')
        .filter((line) => line.length >= 16 && !line.startsWith('-----'));
      const seen = JSON.stringify([answers, await exchangesOf(test), logged]);
      for (const line of keyLines) expect(seen).not.toContain(line);
      expect(seen).not.toContain('PRIVATE KEY');
    } finally {
      await test.close();
    }
  });
});

describe('a removed profile', () => {
  it('takes its service-account key and its Google client with it: a new profile of that name has neither', async () => {
    const test = await startTestCore('service-accounts-removed', oauth().sandbox);
    try {
      const save = () =>
        test.call<{ profile: { id: string } }>('profiles:save', {
          profile: { name: 'Work', endpoints: { indexing: 'https://indexing.googleapis.com' } },
        });
      const saved = await save();
      if (!saved.ok) throw new Error(saved.error.message);
      const id = saved.value.profile.id;
      // A key IAM made for Google, and a Desktop client, as a person would import them for a Google profile.
      const googleKey = {
        ...JSON.parse(await keyFile()),
        token_uri: 'https://oauth2.googleapis.com/token',
      } as object;
      const client = {
        installed: { client_id: '1-a.apps.googleusercontent.com', client_secret: 'GOCSPX-x1' },
      };
      await test.call('accounts:importServiceAccount', { profileId: id, json: JSON.stringify(googleKey) });
      expect(
        await test.call('accounts:importClient', { profileId: id, json: JSON.stringify(client) }),
      ).toMatchObject({
        ok: true,
        value: {
          serviceAccount: { email: oauth().serviceAccount.client_email },
          oauthClient: { source: 'imported', clientId: client.installed.client_id },
        },
      });

      expect(await test.call('profiles:remove', { id })).toMatchObject({ ok: true });
      expect((await save()).ok).toBe(true);
      expect(await test.call('accounts:credentials', { profileId: id })).toEqual({
        ok: true,
        value: { profileId: id, serviceAccount: null, oauthClient: null },
      });
    } finally {
      await test.close();
    }
  });
});
