// The service-account grant (RFC 7523): an RS256 JWT signed with the key in service-account.json, checked
// with node:crypto. Each failure is Google's `invalid_grant` with its message; a missing or unknown scope
// is `invalid_scope`.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { OAuthCredentials } from './oauth-files';
import { parseScopes } from './scopes';
import { TokenError } from './token-errors';

/** Google's maximum assertion lifetime and the clock difference it tolerates between client and server. */
const MAX_LIFETIME_SECONDS = 3600;
const CLOCK_SKEW_SECONDS = 300;

const LIFETIME_MESSAGE =
  'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.';

export interface ServiceAccountAssertion {
  email: string;
  clientId: string;
  scopes: string[];
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export class JwtBearerVerifier {
  private readonly publicKey: KeyObject;

  constructor(
    private readonly account: OAuthCredentials['serviceAccount'],
    /** The token URI the assertion's `aud` must name: this sandbox's, as in service-account.json. */
    private readonly tokenUri: string,
    private readonly nowSeconds: () => number,
  ) {
    this.publicKey = createPublicKey(account.privateKeyPem);
  }

  check(assertion: string): ServiceAccountAssertion {
    const parts = assertion.split('.');
    const header = parts.length === 3 ? decodeJson(parts[0]!) : undefined;
    const claims = parts.length === 3 ? decodeJson(parts[1]!) : undefined;
    if (!header || !claims)
      throw new TokenError(
        'invalid_grant',
        'Invalid JWT: the assertion is not header.claims.signature in base64url JSON.',
      );
    if (claims.iss !== this.account.email)
      throw new TokenError('invalid_grant', 'Invalid grant: account not found');
    const keyMatches = header.kid === undefined || header.kid === this.account.privateKeyId;
    const signature = Buffer.from(parts[2]!, 'base64url');
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii');
    if (header.alg !== 'RS256' || !keyMatches || !verify('sha256', signed, this.publicKey, signature))
      throw new TokenError('invalid_grant', 'Invalid JWT Signature.');
    if (claims.aud !== this.tokenUri)
      throw new TokenError(
        'invalid_grant',
        `Invalid JWT: Failed audience check. The right audience is ${this.tokenUri}`,
      );
    this.checkLifetime(claims.iat, claims.exp);
    const scopes = typeof claims.scope === 'string' ? parseScopes(claims.scope) : undefined;
    if (!scopes || scopes.kind === 'unknown' || scopes.scopes.length === 0)
      throw new TokenError('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
    return { email: this.account.email, clientId: this.account.clientId, scopes: scopes.scopes };
  }

  /** iat and exp are whole seconds, exp after iat by at most an hour, and now within them give or take the skew. */
  private checkLifetime(iat: unknown, exp: unknown): void {
    const now = this.nowSeconds();
    const valid =
      Number.isSafeInteger(iat) &&
      Number.isSafeInteger(exp) &&
      (exp as number) > (iat as number) &&
      (exp as number) - (iat as number) <= MAX_LIFETIME_SECONDS &&
      (iat as number) <= now + CLOCK_SKEW_SECONDS &&
      (exp as number) >= now - CLOCK_SKEW_SECONDS;
    if (!valid) throw new TokenError('invalid_grant', LIFETIME_MESSAGE);
  }
}
