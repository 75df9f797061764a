import { VerityError } from '../../../src-shared/contract/result';
import type { Accounts } from '../../services/accounts/accounts';
import type { Profiles } from '../../services/profiles/profiles';
import type { Vault } from '../../services/vault/vault';
import type { Handlers } from '../router';

export function profileHandlers(deps: {
  profiles: Profiles;
  vault: Pick<Vault, 'followEndpoints' | 'deleteAccountRecord'>;
  accounts: Pick<Accounts, 'cancel' | 'signOut'>;
}) {
  /**
   * A profile's Google sign-in goes with it: any waiting sign-in is cancelled, the refresh token revoked
   * at the authorization server and the tokens forgotten. A revocation that fails keeps the profile, as
   * Sign out keeps the sign-in, so no live token is left behind unnamed.
   */
  async function signOutOf(id: string) {
    deps.accounts.cancel(id);
    try {
      await deps.accounts.signOut(id);
    } catch (error) {
      if (!(error instanceof VerityError)) throw error;
      throw new VerityError(
        error.code,
        `The profile was not removed: its Google sign-in could not be revoked (${error.message})`,
        error.details,
      );
    }
  }

  return {
    'profiles:list': async () => deps.profiles.list(),
    'profiles:save': async ({ profile }) => {
      const saved = await deps.profiles.save(profile);
      // A service moved to another origin loses the secrets given for the old one.
      return { profile: saved, droppedSecrets: await deps.vault.followEndpoints(saved.id, saved.endpoints) };
    },
    'profiles:remove': async ({ id }) => {
      // The built-in profile is refused by remove itself, before anything of its sign-in is touched.
      const profile = deps.profiles.all().find((candidate) => candidate.id === id);
      if (profile && !profile.builtIn) {
        await signOutOf(id);
        // Its service-account key and OAuth client go too: a later profile of the same name starts clean.
        await deps.vault.deleteAccountRecord('service-account', id);
        await deps.vault.deleteAccountRecord('oauth-client', id);
      }
      return deps.profiles.remove(id);
    },
    'profiles:setActive': async ({ id }) => deps.profiles.setActive(id),
  } satisfies Partial<Handlers>;
}
