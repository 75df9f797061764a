// The sandbox as Google's OAuth 2.0 authorization server, on its own origin: the consent page, /token,
// /revoke and /tokeninfo, and /__sandbox/oauth for the console (the credential files) and the tests
// (shorter token lifetimes). The API services check bearer tokens against the same state (bearer-check.ts).
// Refresh tokens are saved in the data folder (grant-file.ts); everything else lives in memory.
import { z } from 'zod';
import { readSettings } from '../../control/control-api';
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import type { SandboxService } from '../service';
import { createAuthorizeRoutes } from './authorize-routes';
import { JwtBearerVerifier } from './jwt-bearer';
import { AUTHORIZATION_PATH, ensureOAuthCredentials, TOKEN_PATH, type OAuthCredentials } from './oauth-files';
import { DEFAULT_SETTINGS, OAuthState } from './oauth-state';
import { grantFile } from './grant-file';
import { createTokenInfoRoutes } from './token-info-routes';
import { createTokenRoute } from './token-route';

const SettingsUpdate = z.strictObject({
  accessTokenLifetimeSeconds: z.int().min(1).max(3600).optional(),
  authorizationCodeLifetimeSeconds: z.int().min(1).max(600).optional(),
});

export interface OAuthService extends SandboxService {
  state: OAuthState;
  credentials: OAuthCredentials;
}

export async function openOAuthService(dataDir: string, baseUrl: string): Promise<OAuthService> {
  const credentials = await ensureOAuthCredentials(dataDir, baseUrl);
  const state = new OAuthState();
  const grants = grantFile(dataDir, () => state.liveRefreshGrants());
  for (const grant of await grants.load()) state.restoreGrant(grant);
  state.onGrantsChanged = () => grants.save();
  const tokenUri = `${baseUrl}${TOKEN_PATH}`;
  const jwtBearer = new JwtBearerVerifier(credentials.serviceAccount, tokenUri, () =>
    Math.floor(state.now() / 1000),
  );
  const describe = () => ({
    clientFile: credentials.clientFile,
    serviceAccountFile: credentials.serviceAccountFile,
    clientId: credentials.client.id,
    serviceAccountEmail: credentials.serviceAccount.email,
    authorizationUri: `${baseUrl}${AUTHORIZATION_PATH}`,
    tokenUri,
    settings: state.settings,
  });
  return {
    id: 'oauth',
    prefixes: ['/o/oauth2', TOKEN_PATH, '/revoke', '/tokeninfo'],
    errors: GOOGLE_ERRORS,
    state,
    credentials,
    routes: [
      ...createAuthorizeRoutes(credentials, state),
      createTokenRoute({ credentials, state, jwtBearer }),
      ...createTokenInfoRoutes(state),
    ],
    controlRoutes: [
      { method: 'GET', path: '/__sandbox/oauth', handler: ({ reply }) => reply.json(200, describe()) },
      {
        method: 'PUT',
        path: '/__sandbox/oauth/settings',
        handler: async (ctx) => {
          const update = await readSettings(ctx, SettingsUpdate, 'OAuth settings');
          if (!update) return;
          state.settings = { ...state.settings, ...update };
          ctx.reply.json(200, describe());
        },
      },
    ],
    // The shared reset puts lifetimes back to Google's, so a test's shortened tokens do not outlive it.
    resetFaults: () => {
      state.settings = { ...DEFAULT_SETTINGS };
    },
    close: () => grants.idle(),
  };
}
