import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useBrowseEntries } from '@/features/log/api/browse-entries';
import { EntrySummaryTable } from '../entries/entry-summary-table';

/** The newest entries of the log, 20 at a time, with "Load older" paging strictly backwards. */
export function NewestEntries() {
  const browse = useBrowseEntries();
  const entries = browse.data?.pages.flatMap((page) => page.entries) ?? [];
  const requests = browse.data?.pages.reduce((sum, page) => sum + page.requests, 0) ?? 0;

  return (
    <Paper withBorder p="md" radius="md" data-testid="log-newest">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Newest entries</Title>
          {entries.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="newest-count">
              {entries.length} shown · fetched in {requests} batched request{requests === 1 ? '' : 's'}
            </Text>
          )}
        </Group>
        <ErrorAlert
          title={entries.length > 0 ? 'Could not load older entries' : 'Could not load the newest entries'}
          query={browse}
          testId="newest-error"
        />
        {browse.isPending && (
          <Stack gap={6} aria-busy="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={28} />
            ))}
          </Stack>
        )}
        {browse.isSuccess && entries.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="newest-empty">
            The log has no entries yet.{' '}
            <Anchor component={Link} to="/log/create" size="sm">
              Create one
            </Anchor>{' '}
            to see it here.
          </Text>
        )}
        {entries.length > 0 && <EntrySummaryTable entries={entries} rowTestId="newest-row" />}
        {browse.hasNextPage && (
          <Button
            variant="default"
            leftSection={<IconChevronDown size={16} />}
            loading={browse.isFetchingNextPage}
            onClick={() => void browse.fetchNextPage()}
            w="fit-content"
            data-testid="newest-load-older"
          >
            Load older
          </Button>
        )}
        {browse.isSuccess && entries.length > 0 && !browse.hasNextPage && (
          <Text size="xs" c="dimmed">
            That is the first entry of the log.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
