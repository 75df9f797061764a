import { Text } from '@mantine/core';

export function OverviewPage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
