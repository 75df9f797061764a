import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type { OAuthClientInfo } from '../../../src-shared/contract/schemas/accounts';
import { SANDBOX_PROFILE_ID } from '../profiles/profiles';
import type { Vault } from '../vault/vault';
import type { InstalledClient } from './accounts';
import { parseDesktopClient } from './credential-files';

const ClientRecord = z.object({ clientId: z.string(), clientSecret: z.string() });

/**
 * Which OAuth client and authorization server each profile signs in with. The Sandbox profile uses the
 * sandbox's own client on the sandbox's endpoints; every other profile uses the Desktop client the person
 * imported, on Google's endpoints (google-auth-library's defaults, so nothing here names them).
 */
export function createOAuthClients(deps: {
  vault: Vault;
  /** Throws NOT_FOUND for a profile that does not exist. */
  requireProfile: (profileId: string) => void;
  /** The sandbox's installed client on its current endpoints. */
  sandboxClient: () => Promise<InstalledClient>;
}) {
  function imported(profileId: string) {
    const stored = deps.vault.accountRecord('oauth-client', profileId);
    return stored === undefined ? undefined : ClientRecord.parse(JSON.parse(stored));
  }

  async function clientFor(profileId: string): Promise<InstalledClient> {
    deps.requireProfile(profileId);
    if (profileId === SANDBOX_PROFILE_ID) return deps.sandboxClient();
    const client = imported(profileId);
    if (!client)
      throw new VerityError(
        'NOT_FOUND',
        `Profile "${profileId}" has no Google client yet: import your own OAuth client JSON (a Desktop app ` +
          'client from the Google Cloud console) in Settings → Accounts, then sign in',
      );
    return { clientId: client.clientId, clientSecret: client.clientSecret };
  }

  return {
    clientFor,

    /** Where the profile's tokens come from when it is not Google's (the sandbox's token endpoint). */
    async tokenUrlFor(profileId: string): Promise<string | undefined> {
      deps.requireProfile(profileId);
      return profileId === SANDBOX_PROFILE_ID
        ? (await deps.sandboxClient()).endpoints?.oauth2TokenUrl
        : undefined;
    },

    /** What the contract may say about the profile's client: whose it is, never its secret. */
    status(profileId: string): OAuthClientInfo | null {
      if (profileId === SANDBOX_PROFILE_ID) return { source: 'sandbox' };
      const client = imported(profileId);
      return client ? { source: 'imported', clientId: client.clientId } : null;
    },

    async importClient(profileId: string, text: string): Promise<void> {
      deps.requireProfile(profileId);
      if (profileId === SANDBOX_PROFILE_ID)
        throw new VerityError(
          'CONFLICT',
          "The Sandbox profile signs in with the sandbox's own OAuth client: import your client JSON into a " +
            'profile for Google instead',
        );
      const client = parseDesktopClient(text);
      await deps.vault.setAccountRecord('oauth-client', profileId, JSON.stringify(client));
    },
  };
}

export type OAuthClients = ReturnType<typeof createOAuthClients>;
