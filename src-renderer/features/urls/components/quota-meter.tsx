import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { Field } from '@/components/field';
import { useNow } from '@/hooks/use-now';
import type { QueueStatus } from '@/lib/contract';
import { formatDateTime, plural } from '@/lib/format';
import { QUEUE_RUN_LABELS } from '../utils/labels';
import { timeLeft } from '../utils/relative-time';

const clock = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

const RUN_COLORS: Record<QueueStatus['state'], string> = {
  idle: 'gray',
  sending: 'blue',
  'waiting-quota': 'yellow',
  stopped: 'red',
};

/**
 * Today's publish quota, the time to its reset (midnight Pacific, the service's day), the metadata budget
 * of this minute and what the send queue is doing, kept current by `urls.events`.
 */
export function QuotaMeter({ status }: { status: QueueStatus }) {
  const now = useNow();
  const usedShare = Math.min(100, (status.usedToday / status.dailyQuota) * 100);
  const metadataShare = Math.min(100, (status.metadataUsedThisMinute / status.metadataPerMinute) * 100);
  return (
    <Paper withBorder p="md" radius="md" data-testid="quota-meter">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <Field label="Publish requests today">
          <Text size="lg" fw={700} data-testid="quota-used">
            {status.usedToday.toLocaleString()} / {status.dailyQuota.toLocaleString()}
          </Text>
          <Progress
            value={usedShare}
            color={usedShare >= 100 ? 'red' : usedShare >= 80 ? 'yellow' : 'blue'}
            aria-label="Publish quota used today"
          />
        </Field>
        <Field label="Quota resets">
          <Text size="lg" fw={700} title={formatDateTime(status.resetsAt)} data-testid="quota-resets">
            in {timeLeft(status.resetsAt - now)}
          </Text>
          <Text size="xs" c="dimmed">
            at midnight Pacific time, when the service's day {status.serviceDay} ends (
            {clock.format(status.resetsAt)} here)
          </Text>
        </Field>
        <Field label="Metadata reads this minute">
          <Text size="lg" fw={700} data-testid="quota-metadata">
            {status.metadataUsedThisMinute.toLocaleString()} / {status.metadataPerMinute.toLocaleString()}
          </Text>
          <Progress value={metadataShare} color="teal" aria-label="Metadata reads used this minute" />
        </Field>
        <Field label="Send queue">
          <Group gap="xs">
            <Badge color={RUN_COLORS[status.state]} variant="light" data-testid="queue-state">
              {QUEUE_RUN_LABELS[status.state]}
            </Badge>
            {status.state === 'waiting-quota' && status.resumesAt !== null && (
              <Text size="sm" title={formatDateTime(status.resumesAt)} data-testid="queue-resumes">
                resumes at {clock.format(status.resumesAt)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" data-testid="queue-figures">
            {plural(status.queued, 'URL', 'URLs')} queued, {status.held.toLocaleString()} held
            {status.queued > 0 && ` · ${plural(status.daysToFinish, 'day', 'days')} to finish`}
          </Text>
        </Field>
      </SimpleGrid>
      {status.state === 'stopped' && status.problem && (
        <Alert color="red" variant="light" mt="md" title="The queue stopped" data-testid="queue-problem">
          <Text size="sm">{status.problem.message}</Text>
          <Text size="sm" c="dimmed">
            {status.problem.fix}
          </Text>
        </Alert>
      )}
    </Paper>
  );
}
