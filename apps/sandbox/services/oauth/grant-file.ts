// Refresh tokens survive a restart: the shells restart a sandbox that died, and a console holding a refresh
// token must not be signed out by that. <data>/oauth/grants.json keeps the live refresh-token grants (access
// tokens, codes and consents stay in memory: a client whose access token is refused refreshes it).
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';
import { findDemoAccount } from './demo-accounts';
import type { Grant } from './oauth-state';

const StoredGrants = z.array(
  z.object({
    refreshToken: z.string().min(1),
    clientId: z.string().min(1),
    accountSub: z.string().min(1),
    scopes: z.array(z.string()),
  }),
);

export interface GrantFile {
  load(): Promise<Grant[]>;
  /** Writes `grants()` as it is when this write's turn comes; writes never overlap. */
  save(): Promise<void>;
  /** Settles when no write is under way (before the data folder is released). */
  idle(): Promise<void>;
}

export function grantFile(dataDir: string, grants: () => Grant[]): GrantFile {
  const dir = join(dataDir, 'oauth');
  const path = join(dir, 'grants.json');
  let writing: Promise<void> = Promise.resolve();
  return {
    async load() {
      const text = await readTextIfExists(path);
      if (text === undefined) return [];
      let stored: z.infer<typeof StoredGrants>;
      try {
        stored = StoredGrants.parse(JSON.parse(text));
      } catch (error) {
        throw new Error(
          `${path} is damaged (${(error as Error).message.split('\n')[0]}); delete it (every refresh token is then revoked) and restart the sandbox`,
          { cause: error },
        );
      }
      return stored.flatMap(({ refreshToken, clientId, accountSub, scopes }) => {
        const account = findDemoAccount(accountSub);
        if (!account) return [];
        return [
          {
            clientId,
            account,
            serviceAccountEmail: undefined,
            scopes,
            offline: true,
            refreshToken,
            revoked: false,
          },
        ];
      });
    },
    save() {
      const write = async () => {
        await ensurePrivateDir(dir);
        const stored = grants().map((grant) => ({
          refreshToken: grant.refreshToken,
          clientId: grant.clientId,
          accountSub: grant.account?.sub,
          scopes: grant.scopes,
        }));
        await writeFileAtomic(path, `${JSON.stringify(stored, null, 2)}\n`);
      };
      writing = writing.then(write, write);
      return writing;
    },
    idle: () => writing.catch(() => undefined),
  };
}
