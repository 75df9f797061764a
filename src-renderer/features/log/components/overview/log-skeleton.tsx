import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The shape of the tree state while it loads, so the page does not jump. */
export function LogSkeleton() {
  return (
    <Stack gap="md" data-testid="log-loading" aria-busy="true">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Skeleton height={20} width={140} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </SimpleGrid>
          <Skeleton height={18} />
          <Skeleton height={18} width="60%" />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Skeleton height={20} width={140} />
          <Skeleton height={120} />
        </Stack>
      </Paper>
    </Stack>
  );
}
