import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatClock } from '@/lib/format';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

const KIND_COLORS = { checkpoint: 'teal', alert: 'red', error: 'orange' } as const;

/** The live feed of what the monitor did since this window opened. */
export function RecentMonitorEvents() {
  const events = useMonitorAlertsStore((state) => state.recentEvents);
  return (
    <Stack gap="xs" data-testid="monitor-events">
      <Title order={4}>Live events</Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet since this window opened. Events appear as the monitor runs.
        </Text>
      ) : (
        events.slice(0, 10).map((event, index) => (
          <Group key={`${event.at}-${index}`} gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
              {formatClock(event.at)}
            </Text>
            <Badge size="xs" color={KIND_COLORS[event.kind]} variant="light" style={{ flexShrink: 0 }}>
              {event.kind}
            </Badge>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {event.profileId}
            </Text>
            <Text size="sm">{event.message}</Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
