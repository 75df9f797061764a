import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import type { FollowState } from '../hooks/use-follow-exchanges';

/** Whether new exchanges appear on their own, and what to do when they stopped. */
export function FollowStatus({ state, onReconnect }: { state: FollowState; onReconnect: () => void }) {
  if (state.status === 'live') {
    return (
      <Tooltip label="New exchanges appear as they are recorded" withArrow>
        <Badge color="teal" variant="dot" data-testid="activity-live">
          Live
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Group gap="xs" data-testid="activity-stopped">
      <Badge color="orange" variant="dot">
        Live updates stopped
      </Badge>
      <Text size="xs" c="dimmed">
        {state.error?.message ?? 'The feed ended.'} Retrying in a few seconds.
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onReconnect}>
        Retry now
      </Button>
    </Group>
  );
}
