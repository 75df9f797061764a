import type { Profiles } from '../../services/profiles/profiles';
import type { Vault } from '../../services/vault/vault';
import type { Handlers } from '../router';

export function profileHandlers(deps: { profiles: Profiles; vault: Pick<Vault, 'followEndpoints'> }) {
  return {
    'profiles:list': async () => deps.profiles.list(),
    'profiles:save': async ({ profile }) => {
      const saved = await deps.profiles.save(profile);
      // A service moved to another origin loses the secrets given for the old one.
      return { profile: saved, droppedSecrets: await deps.vault.followEndpoints(saved.id, saved.endpoints) };
    },
    'profiles:remove': async ({ id }) => deps.profiles.remove(id),
    'profiles:setActive': async ({ id }) => deps.profiles.setActive(id),
  } satisfies Partial<Handlers>;
}
