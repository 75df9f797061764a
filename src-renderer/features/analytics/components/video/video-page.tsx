import { Text } from '@mantine/core';

export function VideoPage() {
  return <Text c="dimmed">Not built yet.</Text>;
}
