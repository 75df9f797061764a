import { VerityError, type ErrorCode } from './contract';

export interface ErrorDescription {
  code: ErrorCode | 'UNKNOWN';
  /** What went wrong, as Verity or the service said it. */
  message: string;
  /** What the person can do about it. */
  hint: string;
}

const HINTS: Record<ErrorCode | 'UNKNOWN', string> = {
  VALIDATION: 'Correct the value and try again.',
  UNKNOWN_CHANNEL: 'This page and the Verity core are out of step. Reload the window.',
  FORBIDDEN_SENDER: 'Verity refused a request from this window. Reload it.',
  NOT_FOUND: 'It may have been removed. Refresh and try again.',
  CONFLICT: 'Something changed in the meantime. Refresh and try again.',
  UPSTREAM:
    'The service answered with an error. Check the credentials in Settings and the Activity page for the full response.',
  NETWORK:
    'Check that the service is reachable and that the active profile in Settings points at it, then retry.',
  TIMEOUT:
    'The service took too long to answer. Retry; if it keeps happening, check Activity and any sandbox faults.',
  CANCELLED: 'The operation was cancelled; start it again if you still need it.',
  BAD_RESPONSE:
    'The service sent something Verity cannot read. Check that the base URL in Settings points at the right service.',
  VAULT: 'Open Settings → Credentials to unlock the vault or choose how secrets are stored.',
  LIMIT: 'Verity is handling as much as it allows at once. Wait for some work to finish, then try again.',
  INTERNAL: 'Verity hit an unexpected problem. Retry; if it persists, reload the window.',
  UNKNOWN: 'Retry; if it persists, reload the window.',
};

/** A profile without a base URL for the service a page calls (profiles name only the services they use). */
const UNUSED_SERVICE =
  'Give the active profile a base URL for this service in Settings → Profiles, or make a profile that has one active.';

/** A secret Verity does not own (the built-in sandbox's key, an environment variable): nothing to retry. */
const MANAGED_SECRET = (source: string) =>
  `Nothing to change here: the ${source} provides this secret. Settings → Credentials shows where it comes from.`;

/**
 * An UPSTREAM error's next step by HTTP status, where the status says more than the code: a 400 or 422
 * is the request's fault, never the credentials'.
 */
function upstreamHint(status: unknown): string | undefined {
  if (status === 400 || status === 422) {
    return 'The service refused the request as malformed. Check the values you entered; the Activity page shows the full response.';
  }
  if (status === 401 || status === 403) return HINTS.UPSTREAM;
  if (typeof status === 'number' && status >= 400) {
    return 'The service answered with an error. The Activity page shows the full response.';
  }
  return undefined;
}

/** Turns anything a call can fail with into a message and a next step. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof VerityError) {
    const byStatus = error.code === 'UPSTREAM' ? upstreamHint(error.details?.status) : undefined;
    const managedBy = error.details?.managedBy;
    // A hint main attached (e.g. a Google error's fix) knows more than the status does.
    const attached = typeof error.details?.hint === 'string' ? error.details.hint : undefined;
    const specific =
      attached ??
      byStatus ??
      (error.details?.unusedService === undefined ? undefined : UNUSED_SERVICE) ??
      (typeof managedBy === 'string' ? MANAGED_SECRET(managedBy) : undefined);
    return { code: error.code, message: error.message, hint: specific ?? HINTS[error.code] ?? HINTS.UNKNOWN };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'UNKNOWN', message: message || 'Unknown error', hint: HINTS.UNKNOWN };
}
