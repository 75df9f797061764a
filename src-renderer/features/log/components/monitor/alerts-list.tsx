import { LabelValueTable } from '@/components/label-value-table';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Alert } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useAcknowledgeAlert } from '@/features/log/api/acknowledge-alert';
import { ALERT_KINDS } from '@/features/log/utils/monitor-labels';

function AlertItem({ alert }: { alert: Alert }) {
  const acknowledge = useAcknowledgeAlert();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="monitor-alert"
      data-kind={alert.kind}
      data-acknowledged={String(alert.acknowledged)}
      style={{ borderLeft: `4px solid var(--mantine-color-${alert.acknowledged ? 'gray' : 'red'}-filled)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Badge color={alert.acknowledged ? 'gray' : 'red'} variant="filled">
              {ALERT_KINDS[alert.kind]}
            </Badge>
            <Text size="sm" fw={600}>
              {alert.message}
            </Text>
          </Group>
          {alert.acknowledged ? (
            <Text size="xs" c="dimmed">
              acknowledged
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCheck size={14} />}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate(alert.id)}
              data-testid="monitor-alert-ack"
            >
              Acknowledge
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(alert.at)} · {alert.profileId ?? 'no profile'} · {alert.baseUrl}
        </Text>
        <LabelValueTable rows={alert.details} />
      </Stack>
    </Paper>
  );
}

/** Everything the monitor flagged, open alerts first; acknowledging keeps them for the record. */
export function AlertsList({ alerts }: { alerts: Alert[] }) {
  const sorted = [...alerts].sort((a, b) => Number(a.acknowledged) - Number(b.acknowledged) || b.at - a.at);
  const open = alerts.filter((alert) => !alert.acknowledged).length;
  return (
    <Stack gap="sm" data-testid="monitor-alerts">
      <Group gap="xs">
        <Title order={4}>Alerts</Title>
        {open > 0 && (
          <Badge color="red" variant="filled">
            {open} open
          </Badge>
        )}
      </Group>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          No alerts. The monitor raises one on a fork, a rollback, an invalid checkpoint signature or a key
          change.
        </Text>
      ) : (
        sorted.map((alert) => <AlertItem key={alert.id} alert={alert} />)
      )}
    </Stack>
  );
}
