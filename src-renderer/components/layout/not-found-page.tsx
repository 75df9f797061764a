import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="sm" data-testid="page-not-found">
      <Title order={2}>No such page</Title>
      <Text size="sm" c="dimmed">
        This address does not match a page of the console. Pick one from the navigation or{' '}
        <Anchor component={Link} to="/log">
          go to the Log page
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
