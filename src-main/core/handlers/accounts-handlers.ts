import type { AccountCredentials } from '../../../src-shared/contract/schemas/accounts';
import type { Accounts } from '../../services/accounts/accounts';
import type { OAuthClients } from '../../services/accounts/oauth-clients';
import type { ServiceAccounts } from '../../services/accounts/service-accounts';
import type { Handlers } from '../router';

export function accountsHandlers(deps: {
  accounts: Accounts;
  serviceAccounts: ServiceAccounts;
  oauthClients: OAuthClients;
}) {
  /** What the profile holds besides a sign-in, as the contract may say it: no key, no secret. */
  const credentials = (profileId: string): AccountCredentials => ({
    profileId,
    serviceAccount: deps.serviceAccounts.status(profileId),
    oauthClient: deps.oauthClients.status(profileId),
  });

  return {
    'accounts:status': async ({ profileId }) => deps.accounts.status(profileId),
    'accounts:signIn': async ({ profileId }) => deps.accounts.signIn(profileId),
    'accounts:cancel': async ({ profileId }) => deps.accounts.cancel(profileId),
    'accounts:signOut': async ({ profileId }) => deps.accounts.signOut(profileId),
    'accounts:credentials': async ({ profileId }) => credentials(profileId),
    'accounts:importServiceAccount': async ({ profileId, json }) => {
      await deps.serviceAccounts.importKey(profileId, json);
      return credentials(profileId);
    },
    'accounts:forgetServiceAccount': async ({ profileId }) => {
      await deps.serviceAccounts.forget(profileId);
      return credentials(profileId);
    },
    'accounts:importClient': async ({ profileId, json }) => {
      await deps.oauthClients.importClient(profileId, json);
      return credentials(profileId);
    },
  } satisfies Partial<Handlers>;
}
