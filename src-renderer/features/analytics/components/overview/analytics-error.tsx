import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { VerityError } from '@/lib/contract';

const NO_ACCOUNT =
  'The active profile has no Google account: sign in, or import a service-account key, in Settings → Accounts, then Retry.';
const NO_SCOPE =
  'The sign-in did not grant yt-analytics.readonly ("Read YouTube Analytics reports for your channel and videos"): sign in again in Settings → Accounts and leave it ticked on the consent page.';

/** The next step when the fix is in Settings → Accounts (no account, an expired sign-in, a scope not granted). */
function accountFix(error: unknown): string | undefined {
  if (!(error instanceof VerityError)) return undefined;
  if (error.code === 'NOT_FOUND' && /signed in|service-account/i.test(error.message)) return NO_ACCOUNT;
  if (error.code !== 'UPSTREAM') return undefined;
  const reason = error.details?.reason;
  if (reason === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' || reason === 'insufficientPermissions') return NO_SCOPE;
  const status = error.details?.status;
  if (status !== 401 && status !== 403) return undefined;
  return typeof error.details?.hint === 'string' ? error.details.hint : NO_ACCOUNT;
}

/** Whether the service refused the call for want of a permission (a scope, or a channel not the account's). */
export function isRefusedForScope(error: unknown): boolean {
  return error instanceof VerityError && error.code === 'UPSTREAM' && error.details?.status === 403;
}

interface AnalyticsErrorProps {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  testId?: string;
}

/** A report that failed: what went wrong, what to do, and Settings → Accounts when the fix is there. */
export function AnalyticsError({ title, query, testId }: AnalyticsErrorProps) {
  const fix = accountFix(query.error);
  return (
    <ErrorAlert
      title={title}
      query={query}
      hint={fix}
      testId={testId}
      actions={
        fix ? (
          <Button size="xs" variant="light" color="red" component={Link} to="/settings">
            Settings → Accounts
          </Button>
        ) : undefined
      }
    />
  );
}
