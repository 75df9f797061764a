import { Text } from '@mantine/core';

export function DashboardsPage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
