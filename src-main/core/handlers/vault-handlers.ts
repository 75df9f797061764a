import type { Vault } from '../../services/vault/vault';
import type { Handlers } from '../router';

export function vaultHandlers(deps: { vault: Vault }) {
  return {
    'vault:status': async () => deps.vault.status(),
    'vault:setSecret': async ({ value, ...ref }) => deps.vault.set(ref, value),
    'vault:deleteSecret': async (ref) => deps.vault.delete(ref),
    'vault:unlock': async ({ passphrase }) => deps.vault.unlock(passphrase),
    'vault:setPolicy': async ({ allowInsecureBackend }) => deps.vault.setPolicy(allowInsecureBackend),
  } satisfies Partial<Handlers>;
}
