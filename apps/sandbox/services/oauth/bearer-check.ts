// The check every Google-style API route of the sandbox makes first: `Authorization: Bearer <access token>`
// issued here, unexpired, unrevoked, with one of the scopes the method accepts. Failures answer as Google's
// front end does: 401 UNAUTHENTICATED with WWW-Authenticate (RFC 6750 §3), 403 PERMISSION_DENIED with an
// ErrorInfo ACCESS_TOKEN_SCOPE_INSUFFICIENT.
import type { IncomingMessage } from 'node:http';
import { sendGoogleError } from '../../http/error-shapes';
import type { Reply } from '../../http/reply';
import type { AccessToken, OAuthState } from './oauth-state';

export interface ScopeRequirement {
  /** The API's service name, e.g. "indexing.googleapis.com". */
  service: string;
  /** The RPC method's full name, e.g. "google.indexing.v3.UrlNotificationsService.Publish". */
  method: string;
  /** The discovery document's scopes for the method: any one of them is enough. */
  scopes: readonly string[];
}

const REALM = 'Bearer realm="https://accounts.google.com/"';
const CREDENTIAL_HELP =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

function errorInfo(reason: string, requirement: ScopeRequirement) {
  return {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason,
    domain: 'googleapis.com',
    metadata: { service: requirement.service, method: requirement.method },
  };
}

/** The valid access token a request presents for `requirement`; otherwise answers the request and returns undefined. */
export function requireAccessToken(
  state: OAuthState,
  req: IncomingMessage,
  reply: Reply,
  requirement: ScopeRequirement,
): AccessToken | undefined {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (presented === undefined) {
    sendGoogleError(reply, 401, `Request is missing required authentication credential. ${CREDENTIAL_HELP}`, {
      details: [errorInfo('CREDENTIALS_MISSING', requirement)],
      headers: { 'www-authenticate': REALM },
    });
    return undefined;
  }
  const found = state.lookupAccessToken(presented);
  if (found.kind !== 'valid') {
    sendGoogleError(reply, 401, `Request had invalid authentication credentials. ${CREDENTIAL_HELP}`, {
      headers: { 'www-authenticate': `${REALM}, error="invalid_token"` },
    });
    return undefined;
  }
  if (!requirement.scopes.some((scope) => found.token.grant.scopes.includes(scope))) {
    const { body, headers } = insufficientScope(requirement);
    reply.json(403, body, { pretty: true, headers });
    return undefined;
  }
  return found.token;
}

/** The 403 for a token without any of the method's scopes: body and WWW-Authenticate challenge. */
export function insufficientScope(requirement: ScopeRequirement) {
  const error = {
    code: 403,
    message: 'Request had insufficient authentication scopes.',
    errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
    status: 'PERMISSION_DENIED',
    details: [errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT', requirement)],
  };
  const challenge = `${REALM}, error="insufficient_scope", scope="${requirement.scopes.join(' ')}"`;
  return { body: { error }, headers: { 'www-authenticate': challenge } };
}
