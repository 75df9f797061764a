import { VerityError } from '@/lib/contract';

/**
 * Whether the fix is in Settings → Accounts: the profile has neither a sign-in nor a service-account key,
 * its sign-in was refused or expired, or it lacks the indexing scope.
 */
export function needsAccount(error: unknown): boolean {
  if (!(error instanceof VerityError)) return false;
  if (error.code === 'NOT_FOUND') return /signed in|service-account/i.test(error.message);
  if (error.code !== 'UPSTREAM') return false;
  const details = error.details ?? {};
  return (
    details.status === 401 ||
    details.reason === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' ||
    Array.isArray(details.causes) ||
    /sign in again/i.test(error.message)
  );
}

/** The next step when the page cannot reach the service as anyone, where the error carries no hint of its own. */
export function accountHint(error: unknown): string | undefined {
  if (!needsAccount(error)) return undefined;
  if (error instanceof VerityError && typeof error.details?.hint === 'string') return error.details.hint;
  return 'The active profile needs a Google sign-in that grants the indexing scope, or a service-account key that owns the sites: add one in Settings → Accounts, then Retry.';
}
