// POST /token: the three grants a console needs (authorization_code with PKCE, refresh_token, and the
// service-account jwt-bearer), with Google's error codes. The client authenticates with client_id and
// client_secret in the form or with HTTP Basic (RFC 6749 §2.3.1), as google-auth-library can do either.
import { createHash, type BinaryLike } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BodyError, readFormBody } from '../../http/read-body';
import type { Route } from '../../http/routing';
import { secretMatches } from '../../http/secrets';
import type { JwtBearerVerifier } from './jwt-bearer';
import { TOKEN_PATH, type OAuthCredentials } from './oauth-files';
import type { Grant, OAuthState } from './oauth-state';
import { NO_STORE, sendTokenError, TokenError } from './token-errors';

const MAX_FORM_BYTES = 64 * 1024;
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** RFC 7636 §4.1: 43-128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const required = (form: URLSearchParams, name: string): string => {
  const value = form.get(name);
  if (!value) throw new TokenError('invalid_request', `Missing required parameter: ${name}`);
  return value;
};

const s256 = (value: BinaryLike) => createHash('sha256').update(value).digest('base64url');

function clientCredentials(
  form: URLSearchParams,
  req: IncomingMessage,
): { id: string | null; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic === undefined) return { id: form.get('client_id'), secret: form.get('client_secret') };
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const part = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text; // not form-encoded: taken as it is, and then it does not match
    }
  };
  return colon < 0
    ? { id: part(decoded), secret: null }
    : { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
}

function authenticateClient(
  form: URLSearchParams,
  req: IncomingMessage,
  credentials: OAuthCredentials,
): string {
  const { id, secret } = clientCredentials(form, req);
  if (!id) throw new TokenError('invalid_request', 'Could not determine client ID from request.');
  if (id !== credentials.client.id) throw new TokenError('invalid_client', 'The OAuth client was not found.');
  if (secret === null) throw new TokenError('invalid_request', 'client_secret is missing.');
  if (!secretMatches(secret, credentials.client.secret))
    throw new TokenError('invalid_client', 'Unauthorized');
  return id;
}

export interface TokenRouteDeps {
  credentials: OAuthCredentials;
  state: OAuthState;
  jwtBearer: JwtBearerVerifier;
}

async function exchangeCode(form: URLSearchParams, clientId: string, state: OAuthState): Promise<Grant> {
  const stored = state.findCode(required(form, 'code'));
  if (!stored) throw new TokenError('invalid_grant', 'Malformed auth code.');
  if (stored.used) {
    // A code presented twice may have been intercepted: what it was exchanged for stops working.
    if (stored.grant && state.revokeGrant(stored.grant)) await state.onGrantsChanged();
    throw new TokenError(
      'invalid_grant',
      'The authorization code was already used; codes are single-use, and the tokens it gave are now revoked. Sign in again.',
    );
  }
  stored.used = true;
  if (stored.expiresAt <= state.now())
    throw new TokenError(
      'invalid_grant',
      `The authorization code expired; codes must be exchanged within ${state.settings.authorizationCodeLifetimeSeconds} s. Sign in again.`,
    );
  const { request } = stored;
  if (request.clientId !== clientId)
    throw new TokenError('invalid_grant', 'The authorization code was issued to another client.');
  if (required(form, 'redirect_uri') !== request.redirectUri)
    throw new TokenError(
      'redirect_uri_mismatch',
      'redirect_uri must be the one the authorization request was sent with, character for character.',
    );
  const verifier = form.get('code_verifier');
  if (!verifier)
    throw new TokenError('invalid_request', 'Missing required parameter: code_verifier (PKCE is required).');
  if (!VERIFIER.test(verifier) || s256(verifier) !== request.codeChallenge)
    throw new TokenError('invalid_grant', 'Invalid code verifier.');
  stored.grant = state.newGrant({
    clientId,
    account: stored.account,
    serviceAccountEmail: undefined,
    scopes: stored.granted,
    offline: request.offline,
  });
  return stored.grant;
}

function refreshGrant(form: URLSearchParams, clientId: string, state: OAuthState): Grant {
  const grant = state.findRefreshToken(required(form, 'refresh_token'));
  if (!grant || grant.clientId !== clientId)
    throw new TokenError('invalid_grant', 'Token has been expired or revoked.');
  return grant;
}

export function createTokenRoute({ credentials, state, jwtBearer }: TokenRouteDeps): Route {
  return {
    method: 'POST',
    path: TOKEN_PATH,
    handler: async ({ req, reply }) => {
      try {
        let form: URLSearchParams;
        try {
          form = await readFormBody(req, MAX_FORM_BYTES);
        } catch (error) {
          if (error instanceof BodyError) throw new TokenError('invalid_request', error.message);
          throw error;
        }
        const grantType = required(form, 'grant_type');
        let body: Record<string, unknown>;
        if (grantType === JWT_BEARER) {
          const assertion = jwtBearer.check(required(form, 'assertion'));
          const grant = state.newGrant({
            clientId: assertion.clientId,
            account: undefined,
            serviceAccountEmail: assertion.email,
            scopes: assertion.scopes,
            offline: false,
          });
          const issued = state.issueAccessToken(grant);
          body = { access_token: issued.accessToken, expires_in: issued.expiresIn, token_type: 'Bearer' };
        } else if (grantType === 'authorization_code' || grantType === 'refresh_token') {
          const clientId = authenticateClient(form, req, credentials);
          const fromCode = grantType === 'authorization_code';
          const grant = fromCode
            ? await exchangeCode(form, clientId, state)
            : refreshGrant(form, clientId, state);
          if (fromCode && grant.refreshToken) await state.onGrantsChanged();
          const issued = state.issueAccessToken(grant);
          body = {
            access_token: issued.accessToken,
            expires_in: issued.expiresIn,
            // A refresh returns no new refresh token: the one the client holds stays valid.
            ...(fromCode && grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
            scope: grant.scopes.join(' '),
            token_type: 'Bearer',
          };
        } else throw new TokenError('unsupported_grant_type', `Invalid grant_type: ${grantType}`);
        reply.json(200, body, { pretty: true, headers: NO_STORE });
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        sendTokenError(reply, error);
      }
    },
  };
}
