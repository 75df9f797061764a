// /tokeninfo (GET ?access_token=…, or POST with the token as a Bearer header or form field, which is how
// google-auth-library's getTokenInfo sends it) and POST /revoke (?token=… as the library sends it, or in
// the form). Values in tokeninfo's answer are strings, as Google's are.
import type { IncomingMessage } from 'node:http';
import { BodyError, readFormBody } from '../../http/read-body';
import type { Reply } from '../../http/reply';
import type { Route } from '../../http/routing';
import type { OAuthState } from './oauth-state';
import { BASIC_SCOPES } from './scopes';
import { NO_STORE, sendTokenError, TokenError } from './token-errors';

const MAX_FORM_BYTES = 16 * 1024;
const EMAIL_SCOPE = [...BASIC_SCOPES].find((scope) => scope.endsWith('userinfo.email'));

/** A parameter from the query, else from a form body; a body that is not a form is a 400. */
async function parameter(req: IncomingMessage, url: URL, name: string): Promise<string | null> {
  const fromQuery = url.searchParams.get(name);
  if (fromQuery) return fromQuery;
  if (req.method !== 'POST') return null;
  try {
    return (await readFormBody(req, MAX_FORM_BYTES)).get(name);
  } catch (error) {
    if (error instanceof BodyError) throw new TokenError('invalid_request', error.message);
    throw error;
  }
}

async function tokenInfo(req: IncomingMessage, url: URL, reply: Reply, state: OAuthState): Promise<void> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = bearer ?? (await parameter(req, url, 'access_token'));
  if (!token) throw new TokenError('invalid_request', 'Missing required parameter: access_token');
  const found = state.lookupAccessToken(token);
  if (found.kind !== 'valid') throw new TokenError('invalid_token', 'Invalid Value');
  const { grant, expiresAt } = found.token;
  const account = grant.account;
  const body = {
    azp: grant.clientId,
    aud: grant.clientId,
    ...(account ? { sub: account.sub } : {}),
    scope: grant.scopes.join(' '),
    exp: String(Math.floor(expiresAt / 1000)),
    expires_in: String(Math.max(0, Math.floor((expiresAt - state.now()) / 1000))),
    // A service account's token names its client_email too when the e-mail scope was asked for.
    ...(grant.scopes.includes(EMAIL_SCOPE!) && (account?.email ?? grant.serviceAccountEmail)
      ? { email: account?.email ?? grant.serviceAccountEmail, email_verified: 'true' }
      : {}),
    access_type: grant.offline ? 'offline' : 'online',
  };
  reply.json(200, body, { pretty: true, headers: NO_STORE });
}

async function revoke(req: IncomingMessage, url: URL, reply: Reply, state: OAuthState): Promise<void> {
  const token = await parameter(req, url, 'token');
  if (!token) throw new TokenError('invalid_request', 'Missing required parameter: token');
  if (!state.revoke(token)) throw new TokenError('invalid_token', 'Token expired or revoked');
  await state.onGrantsChanged();
  reply.json(200, {}, { pretty: true, headers: NO_STORE });
}

type Handler = (req: IncomingMessage, url: URL, reply: Reply, state: OAuthState) => Promise<void>;

function answering(handler: Handler, state: OAuthState): Route['handler'] {
  return async ({ req, url, reply }) => {
    try {
      await handler(req, url, reply, state);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      sendTokenError(reply, error);
    }
  };
}

export function createTokenInfoRoutes(state: OAuthState): Route[] {
  return [
    { method: 'GET', path: '/tokeninfo', handler: answering(tokenInfo, state) },
    { method: 'POST', path: '/tokeninfo', handler: answering(tokenInfo, state) },
    { method: 'POST', path: '/revoke', handler: answering(revoke, state) },
  ];
}
