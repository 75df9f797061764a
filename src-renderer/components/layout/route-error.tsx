import { Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Shown when a page crashes while rendering, instead of a blank window. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Stack p="xl" gap="sm" maw={640} data-testid="route-error">
      <Title order={3}>This page stopped working</Title>
      <Text size="sm">{message}</Text>
      <Text size="sm" c="dimmed">
        Go back to the Log page or reload the window. Other pages keep working.
      </Text>
      <Button w="fit-content" onClick={() => void navigate('/log')}>
        Back to Log
      </Button>
    </Stack>
  );
}
