import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { accountHint, needsAccount } from '../utils/account-problem';

interface UrlsErrorAlertProps {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  testId: string;
}

/** A failed read of the page, with Settings → Accounts when the fix is a sign-in or a service account. */
export function UrlsErrorAlert({ title, query, testId }: UrlsErrorAlertProps) {
  const account = needsAccount(query.error);
  return (
    <ErrorAlert
      title={title}
      query={query}
      hint={accountHint(query.error)}
      actions={
        account ? (
          <Button size="xs" variant="light" color="red" component={Link} to="/settings">
            Settings → Accounts
          </Button>
        ) : undefined
      }
      testId={testId}
    />
  );
}
