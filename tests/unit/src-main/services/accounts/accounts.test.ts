import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createAccounts } from '../../../../../src-main/services/accounts/accounts';
import type { Vault } from '../../../../../src-main/services/vault/vault';

/** A vault holding one profile's grant, as JSON, the way accounts.ts keeps it. */
function vaultWith(grant: object): Vault & { records: Map<string, string> } {
  const records = new Map([['oauth-grant:p1', JSON.stringify(grant)]]);
  return {
    records,
    accountRecord: (kind: string, profileId: string) => records.get(`${kind}:${profileId}`),
    setAccountRecord: (kind: string, profileId: string, value: string) => {
      records.set(`${kind}:${profileId}`, value);
      return Promise.resolve();
    },
  } as unknown as Vault & { records: Map<string, string> };
}

const grant = (expiresInMs: number) => ({
  state: 'signed-in',
  refreshToken: 'refresh-1',
  accessToken: 'access-1',
  expiryDate: Date.now() + expiresInMs,
  scopes: [],
  email: 'ada@example.com',
});

describe('accessToken', () => {
  it('hands out a token well within its lifetime without asking for the OAuth client', async () => {
    const clientFor = vi.fn(() => Promise.reject(new Error('no client needed')));
    const accounts = createAccounts({ vault: vaultWith(grant(30 * 60_000)), clientFor });
    expect(await accounts.accessToken('p1')).toBe('access-1');
    expect(clientFor).not.toHaveBeenCalled();
  });

  it('goes to the OAuth client for a token within five minutes of expiring, or one an API refused', async () => {
    const clientFor = vi.fn(() => Promise.reject(new Error('client asked')));
    const near = createAccounts({ vault: vaultWith(grant(4 * 60_000)), clientFor });
    await expect(near.accessToken('p1')).rejects.toThrow('client asked');
    const refused = createAccounts({ vault: vaultWith(grant(30 * 60_000)), clientFor });
    await expect(refused.accessToken('p1', { refused: 'access-1' })).rejects.toThrow('client asked');
    expect(clientFor).toHaveBeenCalledTimes(2);
  });

  it('does not turn a profile signed out while its token was being renewed into "sign in again"', async () => {
    const vault = vaultWith(grant(0));
    // The token endpoint refuses the refresh token, which the sign-out has just revoked and forgotten.
    const server = createServer((_request, response) => {
      vault.records.delete('oauth-grant:p1');
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const accounts = createAccounts({
        vault,
        clientFor: () =>
          Promise.resolve({
            clientId: 'c',
            clientSecret: 's',
            endpoints: {
              oauth2AuthBaseUrl: `http://127.0.0.1:${port}/auth`,
              oauth2TokenUrl: `http://127.0.0.1:${port}/token`,
              oauth2RevokeUrl: `http://127.0.0.1:${port}/revoke`,
              tokenInfoUrl: `http://127.0.0.1:${port}/tokeninfo`,
            },
          }),
      });
      await expect(accounts.accessToken('p1')).rejects.toThrow(/was signed out or signed in again/);
      expect(vault.records.has('oauth-grant:p1')).toBe(false);
      expect(accounts.status('p1').state).toBe('signed-out');
    } finally {
      server.close();
    }
  });
});
