import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@/lib/contract';
import { AlertItem } from './alert-item';

/** Another profile whose log has open alerts, to switch the page to it. */
export interface OtherLogAlerts {
  profileId: string;
  name: string;
  open: number;
}

interface AlertsListProps {
  /** The alerts about this profile's log. */
  alerts: Alert[];
  otherLogs: OtherLogAlerts[];
  onShowProfile: (profileId: string) => void;
}

/**
 * What the monitor flagged about this profile's log, open alerts first; acknowledging keeps them for the
 * record. Open alerts about other profiles' logs are counted, not listed, with a way to switch to them.
 */
export function AlertsList({ alerts, otherLogs, onShowProfile }: AlertsListProps) {
  const sorted = [...alerts].sort((a, b) => Number(a.acknowledged) - Number(b.acknowledged) || b.at - a.at);
  const open = alerts.filter((alert) => !alert.acknowledged).length;
  return (
    <Stack gap="sm" data-testid="monitor-alerts">
      <Group gap="xs">
        <Title order={4}>Alerts about this log</Title>
        {open > 0 && (
          <Badge color="red" variant="filled" data-testid="monitor-alerts-open">
            {open} open
          </Badge>
        )}
      </Group>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          No alerts. The monitor raises one on a fork, a rollback, a proof that does not verify, an invalid
          checkpoint signature or a key change.
        </Text>
      ) : (
        sorted.map((alert) => <AlertItem key={alert.id} alert={alert} />)
      )}
      {otherLogs.map((other) => (
        <Group key={other.profileId} gap="xs" data-testid="monitor-alerts-elsewhere">
          <Text size="sm" c="dimmed">
            {other.open} open alert{other.open === 1 ? '' : 's'} about the log of “{other.name}”.
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onShowProfile(other.profileId)}>
            Show
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
