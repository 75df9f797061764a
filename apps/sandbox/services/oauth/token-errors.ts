// The OAuth endpoints' own error body, as oauth2.googleapis.com sends it: `{"error", "error_description"}`
// (RFC 6749 §5.2), 401 for client authentication failures and 400 for the rest. Not google.rpc.Status:
// that shape is for the APIs.
import type { Reply } from '../../http/reply';

export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'invalid_token'
  | 'unsupported_grant_type'
  | 'redirect_uri_mismatch';

export class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
  }
}

/** Token responses must not be cached (RFC 6749 §5.1). */
export const NO_STORE = {
  'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
  pragma: 'no-cache',
};

export function sendTokenError(reply: Reply, error: TokenError): void {
  const body = { error: error.code, error_description: error.description };
  reply.json(error.code === 'invalid_client' ? 401 : 400, body, { pretty: true, headers: NO_STORE });
}
