import { SANDBOX_PROFILE_ID, type Profiles } from '../profiles/profiles';
import type { Vault } from '../vault/vault';
import type { SandboxControl } from './sandbox-control';
import type { SupervisedSandbox } from './sandbox-process';

/**
 * A restarted sandbox answers on another port when its own was taken meanwhile: the control client, the
 * built-in Sandbox profile and the sandbox's key (bound in the vault to that profile's origin) follow it.
 */
export function followSandboxRestarts(deps: {
  sandbox: Pick<SupervisedSandbox, 'onRestart'>;
  control: SandboxControl;
  profiles: Profiles;
  vault: Vault;
  log: (message: string, error?: unknown) => void;
}): void {
  deps.sandbox.onRestart((connection) => {
    deps.control.connect(connection);
    if (!deps.profiles.moveSandbox(connection.baseUrl)) return;
    const { endpoints } = deps.profiles.all().find((profile) => profile.id === SANDBOX_PROFILE_ID)!;
    deps.vault
      .followEndpoints(SANDBOX_PROFILE_ID, endpoints)
      .then(() => deps.vault.setSandboxKey({ profileId: SANDBOX_PROFILE_ID, value: connection.apiKey }))
      .catch((error: unknown) => deps.log('The vault could not follow the sandbox to its new port', error));
  });
}
