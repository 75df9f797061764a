import { Button, Group, Text } from '@mantine/core';

/** The Apply button of a sandbox settings form, with the reminder that Reset all clears them too. */
export function ApplySettingsFooter({
  onApply,
  pending,
  testId,
}: {
  onApply: () => void;
  pending: boolean;
  testId: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Text size="xs" c="dimmed">
        Reset all turns these off too.
      </Text>
      <Button onClick={onApply} loading={pending} data-testid={testId}>
        Apply
      </Button>
    </Group>
  );
}
