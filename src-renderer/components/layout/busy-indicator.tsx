import { Group, Loader, Text } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';

/** A header spinner for any call still running after a second. */
export function BusyIndicator() {
  const running = useIsFetching() + useIsMutating();
  const slow = useDelayedFlag(running > 0, 1000);
  if (!slow) return null;
  return (
    <Group gap={6} data-testid="busy-indicator" aria-live="polite">
      <Loader size="xs" />
      <Text size="xs" c="dimmed">
        Working…
      </Text>
    </Group>
  );
}
