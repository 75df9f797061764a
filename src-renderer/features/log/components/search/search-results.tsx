import { Alert, Anchor, Group, List, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import type { OutputOf } from '@/lib/contract';
import { plural } from '@/lib/format';
import { entryPath } from '@/lib/log-screens';
import { SEARCH_PAGE_SIZE, type SearchCriteria } from '@/features/log/api/search-entries';
import { summaryOfView } from '@/features/log/utils/entry-summary';
import { EntrySummaryTable } from '../entries/entry-summary-table';

interface SearchResultsProps {
  criteria: SearchCriteria;
  page: number;
  onPage: (page: number) => void;
  query: UseQueryResult<OutputOf<'log:search'>>;
}

/** One page of matches in a stable order, with page n of N and what to try when nothing matches. */
export function SearchResults({ criteria, page, onPage, query }: SearchResultsProps) {
  const { data, isPending, isError, isFetching, isPlaceholderData } = query;
  // Kept across renders so the memoized rows only re-render when the page changes.
  const rows = useMemo(() => data?.entries.map(summaryOfView) ?? [], [data]);
  if (isError) {
    return (
      <ErrorAlert
        title="The search failed"
        query={query}
        hint="Check the active profile’s transparency log in Settings; if the log answered 400, one of the criteria is malformed for it."
        testId="search-error"
      />
    );
  }
  if (isPending) {
    return (
      <Stack gap={6} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={28} />
        ))}
      </Stack>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE));
  if (data.total === 0) {
    return (
      <Alert color="gray" variant="light" title="No entry matches" data-testid="search-empty">
        <List size="sm" spacing={2}>
          <List.Item>
            A hash must be the digest of the artifact itself, not of its signature or bundle.
          </List.Item>
          <List.Item>An email must be exactly the one in the signing certificate.</List.Item>
          {criteria.operator === 'and' && (
            <List.Item>“All criteria” needs every one to match; try “any criterion”.</List.Item>
          )}
          <List.Item>
            The log’s search index may lag a new entry by a few seconds; search again shortly.
          </List.Item>
        </List>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Results</Title>
          <Text size="sm" c="dimmed" data-testid="search-summary">
            {plural(data.total, 'entry matches', 'entries match')} · page {data.page + 1} of {pages} ·{' '}
            {data.order === 'log-index'
              ? 'newest first'
              : 'too many to sort all by log index: pages in entry-ID order, each newest first'}
          </Text>
        </Group>
        <EntrySummaryTable entries={rows} rowTestId="search-result-row" />
        {data.failures.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            title={`${data.failures.length} matching entries could not be loaded`}
          >
            <List size="sm" spacing={2}>
              {data.failures.map((failure) => (
                <List.Item key={failure.entryId}>
                  <Anchor component={Link} to={entryPath(failure.entryId)} size="sm" className="verity-mono">
                    {failure.entryId.slice(0, 24)}…
                  </Anchor>{' '}
                  — {failure.error}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(next) => onPage(next - 1)}
            disabled={isFetching}
            getControlProps={(control) =>
              control === 'next'
                ? { 'data-testid': 'search-page-next', 'aria-label': 'Next page' }
                : control === 'previous'
                  ? { 'data-testid': 'search-page-previous', 'aria-label': 'Previous page' }
                  : {}
            }
            data-testid="search-pagination"
          />
        )}
      </Stack>
    </Paper>
  );
}
