import { Text } from '@mantine/core';

export function ReportsPage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
