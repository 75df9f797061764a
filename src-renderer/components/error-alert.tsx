import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from '@/lib/errors';

/** A query whose failure the alert shows: Retry refetches it. */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ErrorAlertProps {
  title: string;
  /** Nothing is shown while there is no error (null or undefined). */
  error?: unknown;
  /** Instead of `error`: a query, whose error is shown with a Retry that refetches it. */
  query?: FailedQuery;
  /** A next step specific to this place; replaces the generic hint for the error code. */
  hint?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** More actions next to Retry (a link to Settings, say). */
  actions?: ReactNode;
  testId?: string;
}

/** An inline failure: what went wrong, what to do, and a way to try again. */
export function ErrorAlert({
  title,
  error,
  query,
  hint,
  onRetry = query && (() => void query.refetch()),
  retrying = query?.isFetching,
  actions,
  testId,
}: ErrorAlertProps) {
  const shown = query ? query.error : error;
  if (shown == null) return null;
  const described = describeError(shown);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />} data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm">{described.message}</Text>
        <Text size="sm" c="dimmed">
          {hint ?? described.hint}
        </Text>
        {(onRetry || actions) && (
          <Group gap="xs">
            {onRetry && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} />}
                loading={retrying}
                onClick={onRetry}
              >
                Retry
              </Button>
            )}
            {actions}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
