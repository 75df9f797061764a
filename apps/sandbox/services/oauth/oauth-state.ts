// What the authorization server remembers, in memory: consent pages waiting for a click, authorization
// codes, and grants (one per consent or service-account assertion) with their refresh and access tokens.
// Revoking any token of a grant revokes the grant, as Google's revoke endpoint does.
import { randomBytes } from 'node:crypto';
import type { DemoAccount } from './demo-accounts';

/** An authorization request that passed every check, waiting on the consent page. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  codeChallenge: string;
  offline: boolean;
  /** The e-mail of the account to preselect on the consent page. */
  loginHint: string | undefined;
}

export interface AuthorizationCode {
  request: AuthorizationRequest;
  account: DemoAccount;
  granted: string[];
  expiresAt: number;
  used: boolean;
  /** What the code was exchanged for, revoked if the code comes back (RFC 6749 §4.1.2). */
  grant: Grant | undefined;
}

export interface Grant {
  /** The OAuth client (installed app) or the service account's numeric client ID. */
  clientId: string;
  /** The demo account for a user's consent; undefined for a service account. */
  account: DemoAccount | undefined;
  serviceAccountEmail: string | undefined;
  scopes: string[];
  offline: boolean;
  refreshToken: string | undefined;
  revoked: boolean;
}

export interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

export type TokenLookup =
  | { kind: 'valid'; token: AccessToken }
  | { kind: 'expired'; token: AccessToken }
  | { kind: 'revoked' }
  | { kind: 'unknown' };

export interface OAuthSettings {
  accessTokenLifetimeSeconds: number;
  authorizationCodeLifetimeSeconds: number;
}

/** Google's lifetimes: access tokens 3,600 s, authorization codes 10 minutes. */
export const DEFAULT_SETTINGS: OAuthSettings = {
  accessTokenLifetimeSeconds: 3600,
  authorizationCodeLifetimeSeconds: 600,
};
const CONSENT_LIFETIME_MS = 30 * 60_000;

const secret = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('base64url')}`;

export class OAuthState {
  settings: OAuthSettings = { ...DEFAULT_SETTINGS };
  private readonly consents = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, AccessToken>();

  /** Called once a refresh token is issued or a grant revoked; the answer waits for it (the service saves). */
  onGrantsChanged: () => Promise<void> = () => Promise.resolve();

  constructor(readonly now: () => number = Date.now) {}

  /** The grants whose refresh token still works. */
  liveRefreshGrants(): Grant[] {
    return [...this.refreshTokens.values()].filter((grant) => !grant.revoked);
  }

  /** Takes back a grant saved before a restart. */
  restoreGrant(grant: Grant): void {
    if (grant.refreshToken) this.refreshTokens.set(grant.refreshToken, grant);
  }

  /** Keeps a checked request for the consent form; the returned ID is the form's only link to it. */
  openConsent(request: AuthorizationRequest): string {
    this.prune();
    const id = secret('', 24);
    this.consents.set(id, { request, expiresAt: this.now() + CONSENT_LIFETIME_MS });
    return id;
  }

  /** The request behind a consent form, once: a second submission finds nothing. */
  takeConsent(id: string): AuthorizationRequest | undefined {
    const consent = this.consents.get(id);
    this.consents.delete(id);
    return consent && consent.expiresAt > this.now() ? consent.request : undefined;
  }

  issueCode(request: AuthorizationRequest, account: DemoAccount, granted: string[]): string {
    const code = secret('4/0', 48);
    const expiresAt = this.now() + this.settings.authorizationCodeLifetimeSeconds * 1000;
    this.codes.set(code, { request, account, granted, expiresAt, used: false, grant: undefined });
    return code;
  }

  /** The code as stored; the caller checks `used` and `expiresAt` (and marks it used) to say which failed. */
  findCode(code: string): AuthorizationCode | undefined {
    return this.codes.get(code);
  }

  newGrant(fields: Omit<Grant, 'refreshToken' | 'revoked'>): Grant {
    const grant: Grant = { ...fields, refreshToken: undefined, revoked: false };
    if (grant.offline) {
      grant.refreshToken = secret('1//0', 64);
      this.refreshTokens.set(grant.refreshToken, grant);
    }
    return grant;
  }

  findRefreshToken(token: string): Grant | undefined {
    const grant = this.refreshTokens.get(token);
    return grant && !grant.revoked ? grant : undefined;
  }

  issueAccessToken(grant: Grant): { accessToken: string; expiresIn: number } {
    this.prune();
    const accessToken = secret('ya29.', 96);
    const lifetime = this.settings.accessTokenLifetimeSeconds;
    this.accessTokens.set(accessToken, { grant, expiresAt: this.now() + lifetime * 1000 });
    return { accessToken, expiresIn: lifetime };
  }

  lookupAccessToken(token: string): TokenLookup {
    const found = this.accessTokens.get(token);
    if (!found) return { kind: 'unknown' };
    if (found.grant.revoked) return { kind: 'revoked' };
    return found.expiresAt > this.now() ? { kind: 'valid', token: found } : { kind: 'expired', token: found };
  }

  /** Revokes the grant behind a refresh or access token: all its tokens stop working. False if unknown. */
  revoke(token: string): boolean {
    const grant = this.refreshTokens.get(token) ?? this.accessTokens.get(token)?.grant;
    return grant !== undefined && this.revokeGrant(grant);
  }

  /** False when it was revoked already. */
  revokeGrant(grant: Grant): boolean {
    if (grant.revoked) return false;
    grant.revoked = true;
    return true;
  }

  /** Forgets what can no longer be used, so a long-running sandbox does not grow without bound. */
  private prune(): void {
    const now = this.now();
    for (const [id, consent] of this.consents) if (consent.expiresAt <= now) this.consents.delete(id);
    // Expired codes and access tokens stay a day, so a client using one hears "expired", not "unknown".
    const forgetBefore = now - 86_400_000;
    for (const [code, stored] of this.codes) if (stored.expiresAt <= forgetBefore) this.codes.delete(code);
    for (const [token, stored] of this.accessTokens)
      if (stored.expiresAt <= forgetBefore) this.accessTokens.delete(token);
  }
}
