import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type SearchCriteria = Omit<InputOf<'log:search'>, 'page' | 'pageSize' | 'profileId'>;

/** Results per page; the core keeps the matching IDs in a stable order, so page n is always the same. */
export const SEARCH_PAGE_SIZE = 20;

/** One page of search results; the previous page stays on screen while the next one loads. */
export function useSearchEntries(criteria: SearchCriteria | null, page: number) {
  return useQuery({
    queryKey: queryKeys.logSearch(criteria ?? {}, page),
    queryFn: async () =>
      unwrap(await getVerity().log.search({ ...criteria, page, pageSize: SEARCH_PAGE_SIZE })),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}
