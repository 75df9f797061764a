import type { SigningKeys } from '../../services/keys/signing-keys';
import type { Handlers } from '../router';

export function keysHandlers(deps: { keys: SigningKeys }) {
  return {
    'keys:list': async () => deps.keys.list(),
    'keys:generate': async (input) => deps.keys.generate(input),
    'keys:import': async (input) => deps.keys.import(input),
    'keys:remove': async ({ id }) => deps.keys.remove(id),
  } satisfies Partial<Handlers>;
}
