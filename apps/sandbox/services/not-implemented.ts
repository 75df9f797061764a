// Routes whose behaviour is not built yet answer 501 in their service's own error shape, so clients see
// the real failure mode (an API switched off) rather than a 404 that looks like a wrong base URL. Routes of
// the OAuth-protected APIs check the bearer token first, as Google's front end does before any method runs.
import { sendGoogleError } from '../http/error-shapes';
import type { HttpMethod, Route } from '../http/routing';
import { requireAccessToken } from './oauth/bearer-check';
import type { OAuthState } from './oauth/oauth-state';

/** Who may call an API's routes: an access token the sandbox issued, with one of the method's scopes. */
export interface BearerGuard {
  state: OAuthState;
  /** The API's service name, e.g. "indexing.googleapis.com". */
  service: string;
  /** The scopes that authorize a route's API method (any one of them). */
  scopesOf(name: string): readonly string[];
}

/** Route table rows `[method, path, API method name]` that all answer Google's 501 UNIMPLEMENTED for now. */
export function googleRoutes(
  rows: ReadonlyArray<readonly [HttpMethod, string, string]>,
  guard?: BearerGuard,
): Route[] {
  return rows.map(([method, path, name]) => {
    const requirement = guard && { service: guard.service, method: name, scopes: guard.scopesOf(name) };
    return {
      method,
      path,
      handler: ({ req, reply }) => {
        if (guard && requirement && !requireAccessToken(guard.state, req, reply, requirement)) return;
        sendGoogleError(reply, 501, `Method ${name} is not implemented by the Verity sandbox yet.`);
      },
    };
  });
}
