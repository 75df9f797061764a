// GET /o/oauth2/v2/auth checks an authorization request as Google does for an installed (Desktop) client
// and shows the consent page; the page's form posts to /o/oauth2/v2/consent, which redirects back to the
// app's loopback URI with `code` and `state`, or `error=access_denied`. A request that fails a check gets
// the error page and is never redirected (its redirect URI is not trusted yet).
import { BodyError, readFormBody } from '../../http/read-body';
import type { Reply } from '../../http/reply';
import type { Route } from '../../http/routing';
import { CONSENT_FORM_PATH, sendAuthorizationErrorPage, sendConsentPage } from './consent-page';
import { findDemoAccount } from './demo-accounts';
import { AUTHORIZATION_PATH, type OAuthCredentials } from './oauth-files';
import type { AuthorizationRequest, OAuthState } from './oauth-state';
import { BASIC_SCOPES, parseScopes } from './scopes';

const MAX_FORM_BYTES = 16 * 1024;
/** BASE64URL(SHA-256(verifier)): 32 bytes, 43 characters without padding (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

class AuthorizationError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const missing = (name: string) =>
  new AuthorizationError(400, 'invalid_request', `Missing required parameter: ${name}`);

/** RFC 8252 §7.3: an http URI on the loopback IP literal, any port; `localhost` and other hosts are refused. */
function isLoopbackRedirect(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === '[::1]') &&
    url.username === '' &&
    url.password === '' &&
    !uri.includes('#')
  );
}

function checkRequest(query: URLSearchParams, credentials: OAuthCredentials): AuthorizationRequest {
  const clientId = query.get('client_id');
  if (!clientId) throw missing('client_id');
  if (clientId !== credentials.client.id)
    throw new AuthorizationError(401, 'invalid_client', `The OAuth client was not found: ${clientId}`);
  const redirectUri = query.get('redirect_uri');
  if (!redirectUri) throw missing('redirect_uri');
  if (!isLoopbackRedirect(redirectUri))
    throw new AuthorizationError(
      400,
      'redirect_uri_mismatch',
      `redirect_uri=${redirectUri} is not allowed for a Desktop client: use http://127.0.0.1:<port>/ or http://[::1]:<port>/ (a loopback IP literal, any port; RFC 8252 §7.3).`,
    );
  const responseType = query.get('response_type');
  if (!responseType) throw missing('response_type');
  if (responseType !== 'code')
    throw new AuthorizationError(
      400,
      'invalid_request',
      `Invalid response_type "${responseType}": use "code".`,
    );
  const scope = query.get('scope');
  if (!scope) throw missing('scope');
  const scopes = parseScopes(scope);
  if (scopes.kind === 'unknown')
    throw new AuthorizationError(
      400,
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${scopes.unknown.join(', ')}]}`,
    );
  const codeChallenge = query.get('code_challenge');
  if (!codeChallenge)
    throw new AuthorizationError(
      400,
      'invalid_request',
      'Missing required parameter: code_challenge. This server requires PKCE (RFC 7636) with code_challenge_method=S256.',
    );
  const method = query.get('code_challenge_method') ?? 'plain';
  if (method !== 'S256')
    throw new AuthorizationError(
      400,
      'invalid_request',
      `Invalid code_challenge_method "${method}": this server accepts only S256.`,
    );
  if (!S256_CHALLENGE.test(codeChallenge))
    throw new AuthorizationError(
      400,
      'invalid_request',
      'Invalid code_challenge: expected BASE64URL(SHA-256(code_verifier)), 43 characters.',
    );
  const accessType = query.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline')
    throw new AuthorizationError(
      400,
      'invalid_request',
      `Invalid access_type "${accessType}": use online or offline.`,
    );
  return {
    clientId,
    redirectUri,
    scopes: scopes.scopes,
    state: query.get('state') ?? undefined,
    codeChallenge,
    offline: accessType === 'offline',
    loginHint: query.get('login_hint') ?? undefined,
  };
}

function redirect(reply: Reply, request: AuthorizationRequest, params: Record<string, string>): void {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  reply.send(302, { location: target.toString(), 'cache-control': 'no-store' }, '');
}

export function createAuthorizeRoutes(credentials: OAuthCredentials, state: OAuthState): Route[] {
  return [
    {
      method: 'GET',
      path: AUTHORIZATION_PATH,
      handler: ({ url, reply }) => {
        let request: AuthorizationRequest;
        try {
          request = checkRequest(url.searchParams, credentials);
        } catch (error) {
          if (!(error instanceof AuthorizationError)) throw error;
          sendAuthorizationErrorPage(reply, error.httpStatus, error.code, error.description);
          return;
        }
        sendConsentPage(reply, state.openConsent(request), request);
      },
    },
    {
      method: 'POST',
      path: CONSENT_FORM_PATH,
      handler: async ({ req, reply }) => {
        let form: URLSearchParams;
        try {
          form = await readFormBody(req, MAX_FORM_BYTES);
        } catch (error) {
          if (!(error instanceof BodyError)) throw error;
          sendAuthorizationErrorPage(reply, error.httpStatus, 'invalid_request', error.message);
          return;
        }
        const request = state.takeConsent(form.get('consent') ?? '');
        if (!request) {
          const why =
            'This consent page expired or was already answered; start the sign-in again from the app.';
          sendAuthorizationErrorPage(reply, 400, 'invalid_request', why);
          return;
        }
        const ticked = form.getAll('scope');
        const granted = request.scopes.filter((scope) => BASIC_SCOPES.has(scope) || ticked.includes(scope));
        if (form.get('decision') !== 'allow' || granted.length === 0) {
          redirect(reply, request, { error: 'access_denied' });
          return;
        }
        const account = findDemoAccount(form.get('account') ?? '');
        if (!account) {
          sendAuthorizationErrorPage(reply, 400, 'invalid_request', 'Choose one of the listed accounts.');
          return;
        }
        const code = state.issueCode(request, account, granted);
        redirect(reply, request, { code, scope: granted.join(' '), authuser: '0', prompt: 'consent' });
      },
    },
  ];
}
