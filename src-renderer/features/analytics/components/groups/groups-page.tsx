import { Text } from '@mantine/core';

export function GroupsPage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
