import type { Accounts } from '../../services/accounts/accounts';
import type { Handlers } from '../router';

export function accountsHandlers(deps: { accounts: Accounts }) {
  return {
    'accounts:status': async ({ profileId }) => deps.accounts.status(profileId),
    'accounts:signIn': async ({ profileId }) => deps.accounts.signIn(profileId),
    'accounts:cancel': async ({ profileId }) => deps.accounts.cancel(profileId),
    'accounts:signOut': async ({ profileId }) => deps.accounts.signOut(profileId),
  } satisfies Partial<Handlers>;
}
