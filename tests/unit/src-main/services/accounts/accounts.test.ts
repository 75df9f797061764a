import { describe, expect, it, vi } from 'vitest';
import { createAccounts } from '../../../../../src-main/services/accounts/accounts';
import type { Vault } from '../../../../../src-main/services/vault/vault';

/** A vault holding one profile's grant, as JSON, the way accounts.ts keeps it. */
function vaultWith(grant: object): Vault {
  const records = new Map([['oauth-grant:p1', JSON.stringify(grant)]]);
  return {
    accountRecord: (kind: string, profileId: string) => records.get(`${kind}:${profileId}`),
    setAccountRecord: (kind: string, profileId: string, value: string) => {
      records.set(`${kind}:${profileId}`, value);
      return Promise.resolve();
    },
  } as unknown as Vault;
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
});
