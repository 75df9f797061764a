import { ErrorAlert } from '@/components/error-alert';
import { VerityError } from '@/lib/contract';

/** How a sign-in ended when it did not sign in, named for what the person did or saw. */
function titleOf(error: unknown): string | null {
  if (!(error instanceof VerityError)) return 'Could not sign in';
  if (error.details?.error === 'access_denied') return 'Access denied';
  if (error.code === 'TIMEOUT') return 'The sign-in timed out';
  // Cancel was pressed here: nothing to report.
  if (error.code === 'CANCELLED') return null;
  return 'Could not sign in';
}

const HINTS: Record<string, string> = {
  'Access denied':
    'Nothing was granted or stored. Press Sign in and choose Allow on the consent page to use the account.',
  'The sign-in timed out':
    'The consent page was not answered in time, so Verity stopped listening for it. Press Sign in to start again.',
};

export function SignInFailure({ error }: { error: unknown }) {
  const title = titleOf(error);
  if (title === null) return null;
  return <ErrorAlert title={title} error={error} hint={HINTS[title]} testId="account-sign-in-failure" />;
}
