import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchEntries } from '@/features/log/api/search-entries';
import { useSearchStore } from '@/features/log/stores/search-store';
import { criteriaFromDraft, EMPTY_SEARCH_DRAFT } from '@/features/log/utils/search-criteria';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/**
 * A search named in the address (`?hash=` or `?email=`, as the command palette opens one): put in the
 * form and run once, then dropped from the address so going back and forth does not run it again.
 */
function useSearchFromAddress() {
  const [params, setParams] = useSearchParams();
  const hash = params.get('hash');
  const email = params.get('email');
  useEffect(() => {
    if (hash === null && email === null) return;
    const draft = { ...EMPTY_SEARCH_DRAFT, hash: hash ?? '', email: email ?? '' };
    const { setDraft, submit } = useSearchStore.getState();
    setDraft(draft);
    const result = criteriaFromDraft(draft);
    if (result.ok) submit(result.criteria);
    setParams({}, { replace: true });
  }, [hash, email, setParams]);
}

/** /log/search: find entries by artifact hash, email or public key, 20 per page, newest first. */
export function SearchPage() {
  useSearchFromAddress();
  const criteria = useSearchStore((state) => state.criteria);
  const run = useSearchStore((state) => state.run);
  const page = useSearchStore((state) => state.page);
  const setPage = useSearchStore((state) => state.setPage);
  const query = useSearchEntries(criteria, page, run);

  return (
    <Stack gap="md" data-testid="page-log-search">
      <SearchForm searching={query.isFetching} />
      {criteria ? (
        <SearchResults criteria={criteria} page={page} onPage={setPage} query={query} />
      ) : (
        <Text size="sm" c="dimmed">
          Results appear here, 20 to a page, newest first by log index. Open one to see its checks and its
          proof drawn.
        </Text>
      )}
    </Stack>
  );
}
