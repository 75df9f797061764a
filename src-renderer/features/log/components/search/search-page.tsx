import { Stack, Text } from '@mantine/core';
import { useSearchEntries } from '@/features/log/api/search-entries';
import { useSearchStore } from '@/features/log/stores/search-store';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/** /log/search: find entries by artifact hash, email or public key, 20 per page in a stable order. */
export function SearchPage() {
  const criteria = useSearchStore((state) => state.criteria);
  const page = useSearchStore((state) => state.page);
  const setPage = useSearchStore((state) => state.setPage);
  const query = useSearchEntries(criteria, page);

  return (
    <Stack gap="md" data-testid="page-log-search">
      <SearchForm searching={query.isFetching} />
      {criteria ? (
        <SearchResults criteria={criteria} page={page} onPage={setPage} query={query} />
      ) : (
        <Text size="sm" c="dimmed">
          Results appear here, 20 to a page in a stable order. Open one to see its checks and its proof drawn.
        </Text>
      )}
    </Stack>
  );
}
