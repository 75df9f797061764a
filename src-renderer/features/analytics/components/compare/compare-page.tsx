import { Text } from '@mantine/core';

export function ComparePage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
