import { Alert, Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ApiErrorInfo } from '@/lib/contract';
import { errorAdvice } from '@/features/chat/utils/error-advice';

const PHASES: Record<ApiErrorInfo['phase'], string> = {
  'before-stream': 'It failed before the answer started.',
  'mid-stream': 'It failed in the middle of the answer (the text above is what arrived).',
  network: 'It failed on the way to the service.',
  'not-sent': 'Verity stopped it before it was sent.',
};

/** Seconds left until the delay the service asked for (RetryInfo / Retry-After) has passed. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** An API error as the service reported it: status, message, details, and when to retry. */
export function TurnError({
  error,
  errorAt,
  onRetry,
  retryDisabled,
}: {
  error: ApiErrorInfo;
  /** Epoch ms when it happened; the countdown starts there. */
  errorAt: number | null;
  onRetry: () => void;
  retryDisabled?: boolean;
}) {
  const until =
    error.retryAfterSeconds !== null && errorAt !== null ? errorAt + error.retryAfterSeconds * 1000 : null;
  const left = useCountdown(until);
  const title =
    error.phase === 'not-sent'
      ? 'Not sent'
      : [error.httpStatus, error.status].filter((part) => part !== null).join(' ') || 'Error';
  const advice = errorAdvice(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title} data-testid="turn-error">
      <Stack gap={6}>
        <Text size="sm" data-testid="turn-error-message">
          {error.message}
        </Text>
        <Text size="xs" c="dimmed">
          {PHASES[error.phase]}
        </Text>
        {advice && (
          <Text size="sm" data-testid="turn-error-hint">
            {advice.hint}
            {advice.credentials && (
              <>
                {' '}
                <Anchor component={Link} to="/settings">
                  Settings → Credentials
                </Anchor>
                .
              </>
            )}
          </Text>
        )}
        {error.details.length > 0 && (
          <Code
            block
            style={{ maxHeight: 200, overflow: 'auto', fontSize: 11 }}
            data-testid="turn-error-details"
          >
            {JSON.stringify(error.details, null, 2)}
          </Code>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            // Sending again before the wait the service asked for has passed only earns another 429.
            disabled={retryDisabled || left > 0}
          >
            Retry
          </Button>
          {error.retryAfterSeconds !== null && (
            <Text size="xs" c="dimmed" data-testid="retry-countdown">
              {left > 0
                ? `The service asked to wait ${error.retryAfterSeconds} s: ${left} s left`
                : `The ${error.retryAfterSeconds} s the service asked to wait have passed`}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** While the answer waits for another attempt: why the last one failed and how long the wait is. */
export function RetryNotice({
  attempt,
  delayMs,
  reason,
}: {
  attempt: number;
  delayMs: number;
  reason: string;
}) {
  return (
    <Text size="xs" c="orange" data-testid="retry-notice">
      Attempt {attempt} failed ({reason}); trying again in {Math.max(1, Math.round(delayMs / 1000))} s. Stop
      gives up.
    </Text>
  );
}
