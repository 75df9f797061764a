// Routes whose behaviour is not built yet answer 501 in their service's own error shape, so clients see
// the real failure mode (an API switched off) rather than a 404 that looks like a wrong base URL.
import { sendGoogleError } from '../http/error-shapes';
import type { HttpMethod, Route } from '../http/routing';

/** Route table rows `[method, path, API method name]` that all answer Google's 501 UNIMPLEMENTED for now. */
export function googleRoutes(rows: ReadonlyArray<readonly [HttpMethod, string, string]>): Route[] {
  return rows.map(([method, path, name]) => ({
    method,
    path,
    handler: ({ reply }) =>
      sendGoogleError(reply, 501, `Method ${name} is not implemented by the Verity sandbox yet.`),
  }));
}
