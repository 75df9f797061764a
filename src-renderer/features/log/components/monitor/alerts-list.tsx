import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@/lib/contract';
import { AlertItem } from './alert-item';

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
