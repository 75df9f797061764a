import { randomBytes } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, type Credentials } from 'google-auth-library';
import { VerityError } from '../../../src-shared/contract/result';
import { ACCOUNT_SCOPES } from '../../../src-shared/accounts/account-scopes';
import type { AccountStatus } from '../../../src-shared/contract/schemas/accounts';
import type { Vault } from '../vault/vault';
import { accountStatus, Grant, INVALID_GRANT_CAUSES } from './account-grant';
import type { ServiceAccounts } from './service-accounts';
import { openLoopbackListener } from './loopback-listener';

/**
 * Where an installed (Desktop) OAuth client signs in: its id and secret, and the server's endpoints
 * (none: Google's own, google-auth-library's defaults).
 */
export interface InstalledClient {
  clientId: string;
  clientSecret: string;
  endpoints?: {
    oauth2AuthBaseUrl: string;
    oauth2TokenUrl: string;
    oauth2RevokeUrl: string;
    tokenInfoUrl: string;
  };
}

/**
 * Opens the consent URL in the person's own browser (RFC 8252 §8.12: never an embedded view), given to
 * createCore by the shell: Electron passes shell.openExternal. The headless host is itself a browser tab
 * and passes none: the URL is handed to that page instead (the status's `consentUrl`), which opens it in a
 * new tab and shows it as a link. Where the shell opened the browser itself, `consentUrl` stays null, so
 * the page never opens a second consent tab.
 */
export type OpenBrowser = (url: string) => Promise<void>;

/** What Verity asks for: the account's e-mail, and what the URL, analytics and storage pages need. */
export const REQUESTED_SCOPES = ACCOUNT_SCOPES.map(({ scope }) => scope);

/** A sign-in may wait this long for the person to answer the consent page. */
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

/** google-auth-library's eagerRefreshThresholdMillis default: a token this close to expiring is renewed. */
const EAGER_REFRESH_MS = 5 * 60_000;

const oauthError = (error: unknown): string | undefined =>
  (error as { response?: { data?: { error?: unknown } } }).response?.data?.error as string | undefined;

/**
 * Google sign-in per profile, as an installed app (RFC 8252): loopback redirect, PKCE S256, a random
 * state; google-auth-library's OAuth2Client builds the URL, exchanges the code, refreshes and revokes.
 * Tokens live in the vault; the status the contract carries names the account and its scopes only.
 */
export function createAccounts(deps: {
  vault: Vault;
  clientFor: (profileId: string) => Promise<InstalledClient>;
  /** The profiles' service accounts, for a profile nobody signed in to. */
  serviceAccounts?: Pick<ServiceAccounts, 'has' | 'accessToken'>;
  openBrowser?: OpenBrowser;
  timeoutMs?: number;
}) {
  /** The sign-ins waiting in the browser, per profile: how to end one, and its URL while the page opens it. */
  const flows = new Map<string, { abort: AbortController; consentUrl: string | null }>();

  function readGrant(profileId: string): Grant | undefined {
    const stored = deps.vault.accountRecord('oauth-grant', profileId);
    return stored === undefined ? undefined : Grant.parse(JSON.parse(stored));
  }
  const saveGrant = (profileId: string, grant: Grant) =>
    deps.vault.setAccountRecord('oauth-grant', profileId, JSON.stringify(grant));

  const status = (profileId: string): AccountStatus =>
    accountStatus(profileId, readGrant(profileId), flows.get(profileId));

  async function clientOf(profileId: string, redirectUri?: string): Promise<OAuth2Client> {
    const { clientId, clientSecret, endpoints } = await deps.clientFor(profileId);
    return new OAuth2Client({ clientId, clientSecret, redirectUri, endpoints });
  }

  async function signIn(profileId: string): Promise<AccountStatus> {
    if (flows.has(profileId))
      throw new VerityError('CONFLICT', 'A sign-in for this profile is already waiting in the browser');
    const abort = new AbortController();
    const flow = { abort, consentUrl: null as string | null };
    flows.set(profileId, flow);
    try {
      const state = randomBytes(32).toString('base64url');
      const listener = await openLoopbackListener({
        state,
        signal: abort.signal,
        timeoutMs: deps.timeoutMs ?? SIGN_IN_TIMEOUT_MS,
      });
      const client = await clientOf(profileId, listener.redirectUri);
      const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
      const url = client.generateAuthUrl({
        access_type: 'offline',
        // A refresh token comes with a consent given now, not with one remembered from before.
        prompt: 'consent',
        scope: REQUESTED_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
      if (deps.openBrowser) await deps.openBrowser(url);
      else flow.consentUrl = url;
      const redirect = await listener.redirect;
      if (redirect.kind === 'error') {
        throw new VerityError(
          redirect.error === 'access_denied' ? 'CANCELLED' : 'UPSTREAM',
          redirect.error === 'access_denied'
            ? 'Access denied: the account did not allow Verity in. Sign in again and choose Allow to use it'
            : `The sign-in failed: ${redirect.error}${redirect.description ? ` (${redirect.description})` : ''}`,
          { error: redirect.error },
        );
      }
      const { tokens } = await client.getToken({ code: redirect.code, codeVerifier });
      if (!tokens.refresh_token || !tokens.access_token)
        throw new VerityError('BAD_RESPONSE', 'The token answer carried no refresh token: sign in again');
      const info = await client.getTokenInfo(tokens.access_token);
      await saveGrant(profileId, {
        state: 'signed-in',
        refreshToken: tokens.refresh_token,
        accessToken: tokens.access_token,
        expiryDate: tokens.expiry_date ?? undefined,
        scopes: tokens.scope?.split(' ').filter(Boolean) ?? info.scopes,
        email: info.email ?? null,
      });
    } finally {
      flows.delete(profileId);
      abort.abort();
    }
    return status(profileId);
  }

  /** One refresh per profile at a time: calls that need a token while one is under way share it. */
  const refreshing = new Map<string, Promise<string>>();

  /**
   * A current access token for the profile's account (or its service account), refreshed first when it is within the library's
   * eager window (five minutes) of expiring. A refresh token the server refuses turns the profile to
   * "sign in again". `refused` is a token an API has just answered 401 to: it is renewed
   * however far from its expiry, as google-auth-library's OAuth2Client does after a 401.
   */
  function accessToken(profileId: string, options: { refused?: string } = {}): Promise<string> {
    const pending = refreshing.get(profileId);
    if (pending) return pending;
    const current = currentToken(profileId, options.refused).finally(() => refreshing.delete(profileId));
    refreshing.set(profileId, current);
    return current;
  }

  async function currentToken(profileId: string, refused: string | undefined): Promise<string> {
    const grant = readGrant(profileId);
    // A person's own sign-in, even one that must be renewed, is whose access the profile uses; its
    // service account stands in only where nobody signed in, so no call silently changes identity.
    if (!grant && deps.serviceAccounts?.has(profileId))
      return deps.serviceAccounts.accessToken(profileId, refused);
    if (!grant?.refreshToken)
      throw new VerityError(
        'NOT_FOUND',
        `Profile "${profileId}" is not signed in to an account: sign in first, or import a service-account key`,
      );
    // A token well within its lifetime is the one the library would hand back: use it without building a
    // client (which, for the Sandbox profile, first asks the sandbox for its client).
    const held = grant.accessToken;
    if (held !== undefined && held !== refused && (grant.expiryDate ?? 0) - Date.now() > EAGER_REFRESH_MS)
      return held;
    const client = await clientOf(profileId);
    client.setCredentials({
      refresh_token: grant.refreshToken,
      // A refused token is not handed to the library, so it refreshes whatever the expiry says.
      access_token: grant.accessToken === refused ? undefined : grant.accessToken,
      expiry_date: grant.expiryDate,
    });
    let token: string | null | undefined;
    try {
      ({ token } = await client.getAccessToken());
    } catch (error) {
      if (oauthError(error) !== 'invalid_grant')
        throw new VerityError(
          'NETWORK',
          'The access token could not be refreshed at the authorization server: try again',
          { error: oauthError(error) ?? null },
        );
      // Signed out (or in again) meanwhile: the refusal is of a sign-in the profile no longer has.
      if (readGrant(profileId)?.refreshToken !== grant.refreshToken)
        throw new VerityError(
          'NOT_FOUND',
          `Profile "${profileId}" was signed out or signed in again while this call waited: try it again`,
        );
      const problem =
        'The account no longer accepts this sign-in (the refresh token was refused): sign in again';
      await saveGrant(profileId, {
        state: 'sign-in-again',
        scopes: grant.scopes,
        email: grant.email,
        problem,
      });
      throw new VerityError('UPSTREAM', problem, { causes: INVALID_GRANT_CAUSES });
    }
    if (!token) throw new VerityError('BAD_RESPONSE', 'The token endpoint gave no access token');
    // Saved only while the sign-in it came from is still the profile's (no sign-out or new sign-in since).
    const now: Credentials = client.credentials;
    if (token !== grant.accessToken && readGrant(profileId)?.refreshToken === grant.refreshToken)
      await saveGrant(profileId, { ...grant, accessToken: token, expiryDate: now.expiry_date ?? undefined });
    return token;
  }

  async function signOut(profileId: string): Promise<AccountStatus> {
    const grant = readGrant(profileId);
    if (grant?.refreshToken) {
      const client = await clientOf(profileId);
      try {
        // Revoking the refresh token revokes the access tokens it gave too.
        await client.revokeToken(grant.refreshToken);
      } catch (error) {
        // A token the server no longer knows is as good as revoked; any other failure keeps the sign-in.
        if (oauthError(error) !== 'invalid_token')
          // (The library's error text may carry the token in the revoke URL: not repeated here.)
          throw new VerityError(
            'NETWORK',
            'The sign-out could not revoke the token at the authorization server: still signed in, try again',
            { error: oauthError(error) ?? null },
          );
      }
    }
    await deps.vault.deleteAccountRecord('oauth-grant', profileId);
    return status(profileId);
  }

  return {
    status,
    signIn,
    accessToken,
    signOut,
    cancel(profileId: string): AccountStatus {
      flows.get(profileId)?.abort.abort();
      return status(profileId);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
