import { useQuery } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type SearchCriteria = Omit<InputOf<'log:search'>, 'page' | 'pageSize' | 'profileId'>;

/** Results per page; the core keeps the matching IDs in a stable order, so page n is always the same. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * One page of search results. While the next page of the same search loads, the current one stays on
 * screen; a new search (`run`) starts blank, so old results never pass for new ones.
 */
export function useSearchEntries(criteria: SearchCriteria | null, page: number, run: number) {
  return useQuery({
    queryKey: queryKeys.logSearch({ criteria: criteria ?? {}, run }, page),
    queryFn: async () =>
      unwrap(await getVerity().log.search({ ...criteria, page, pageSize: SEARCH_PAGE_SIZE })),
    enabled: criteria !== null,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { run?: number } | undefined)?.run === run ? previous : undefined,
  });
}
