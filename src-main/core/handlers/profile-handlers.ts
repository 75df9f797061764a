import type { Profiles } from '../../services/profiles/profiles';
import type { Handlers } from '../router';

export function profileHandlers(deps: { profiles: Profiles }) {
  return {
    'profiles:list': async () => deps.profiles.list(),
    'profiles:save': async ({ profile }) => deps.profiles.save(profile),
    'profiles:remove': async ({ id }) => deps.profiles.remove(id),
    'profiles:setActive': async ({ id }) => deps.profiles.setActive(id),
  } satisfies Partial<Handlers>;
}
