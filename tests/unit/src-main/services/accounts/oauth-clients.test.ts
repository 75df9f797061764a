// Which OAuth client and authorization server a profile signs in with: the sandbox's for the Sandbox
// profile, Google's own endpoints with the imported Desktop client for any other. The consent URL a
// sign-in would open is caught before any browser (or Google) sees it, and the sign-in cancelled.
import { readFileSync } from 'node:fs';
import { OAuth2Client } from 'google-auth-library';
import { describe, expect, it } from 'vitest';
import { createAccounts, type InstalledClient } from '../../../../../src-main/services/accounts/accounts';
import { createOAuthClients } from '../../../../../src-main/services/accounts/oauth-clients';
import { memoryBackend } from '../../../../../src-main/services/vault/secret-backend';
import { createVault } from '../../../../../src-main/services/vault/vault';
import { VerityError } from '../../../../../src-shared/contract/result';

const INSTALLED = (
  JSON.parse(
    readFileSync(new URL('../../../../fixtures/google/oauth-examples.json', import.meta.url), 'utf8'),
  ) as Record<string, { installed: Record<string, string> }>
).installed_client_secrets_json!;

const SANDBOX_CLIENT: InstalledClient = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  endpoints: {
    oauth2AuthBaseUrl: 'http://127.0.0.1:4100/o/oauth2/v2/auth',
    oauth2TokenUrl: 'http://127.0.0.1:4100/token',
    oauth2RevokeUrl: 'http://127.0.0.1:4100/revoke',
    tokenInfoUrl: 'http://127.0.0.1:4100/tokeninfo',
  },
};

async function setup() {
  const vault = await createVault({ backend: memoryBackend() });
  const clients = createOAuthClients({
    vault,
    requireProfile: (id) => {
      if (!['sandbox', 'work'].includes(id)) throw new VerityError('NOT_FOUND', `No profile named "${id}"`);
    },
    sandboxClient: async () => SANDBOX_CLIENT,
  });
  return { vault, clients };
}

/** The consent URL a sign-in of the profile opens; the sign-in is then cancelled. */
async function consentUrlOf(clients: Awaited<ReturnType<typeof setup>>['clients'], profileId: string) {
  let opened = '';
  const accounts = createAccounts({
    vault: await createVault({ backend: memoryBackend() }),
    clientFor: clients.clientFor,
    openBrowser: async (url) => {
      opened = url;
      accounts.cancel(profileId);
    },
  });
  await expect(accounts.signIn(profileId)).rejects.toMatchObject({ code: 'CANCELLED' });
  return new URL(opened);
}

describe('the OAuth client of a profile', () => {
  it("a Google profile signs in at Google's own endpoints with the client imported for it", async () => {
    const { clients, vault } = await setup();
    await clients.importClient('work', JSON.stringify(INSTALLED));
    expect(clients.status('work')).toEqual({ source: 'imported', clientId: INSTALLED.installed.client_id });

    const consent = await consentUrlOf(clients, 'work');
    expect(`${consent.origin}${consent.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(consent.searchParams.get('client_id')).toBe(INSTALLED.installed.client_id);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    // The code exchange, refresh and revocation go to Google's endpoints too.
    const client = new OAuth2Client(await clients.clientFor('work'));
    expect(client.endpoints).toMatchObject({
      oauth2TokenUrl: 'https://oauth2.googleapis.com/token',
      oauth2RevokeUrl: 'https://oauth2.googleapis.com/revoke',
      tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
    });
    expect(await clients.tokenUrlFor('work')).toBeUndefined();
    // The secret is in the vault only; the status names the client id.
    expect(vault.allValues()).toContain(INSTALLED.installed.client_secret);
    expect(JSON.stringify(clients.status('work'))).not.toContain(INSTALLED.installed.client_secret);
  });

  it("the Sandbox profile keeps the sandbox's client and endpoints, and takes no imported client", async () => {
    const { clients } = await setup();
    const consent = await consentUrlOf(clients, 'sandbox');
    expect(`${consent.origin}${consent.pathname}`).toBe(SANDBOX_CLIENT.endpoints!.oauth2AuthBaseUrl);
    expect(consent.searchParams.get('client_id')).toBe('sandbox-client');
    expect(await clients.tokenUrlFor('sandbox')).toBe('http://127.0.0.1:4100/token');
    expect(clients.status('sandbox')).toEqual({ source: 'sandbox' });
    await expect(clients.importClient('sandbox', JSON.stringify(INSTALLED))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^The Sandbox profile signs in with the sandbox's own OAuth client/),
    });
  });

  it('a Google profile without a client says to import one; a Web client is refused and nothing kept', async () => {
    const { clients } = await setup();
    await expect(clients.clientFor('work')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(
        /^Profile "work" has no Google client yet: import your own OAuth client JSON/,
      ),
    });
    await expect(
      clients.importClient('work', JSON.stringify({ web: INSTALLED.installed })),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(clients.status('work')).toBeNull();
    await expect(clients.importClient('nowhere', JSON.stringify(INSTALLED))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
