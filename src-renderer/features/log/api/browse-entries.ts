import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Entries per "Load older" click. */
const BROWSE_PAGE_SIZE = 20;

/**
 * The newest entries, newest first. Each page asks for the entries strictly
 * below the previous page's oldest index, so pages never overlap or skip
 * while the log grows.
 */
export function useBrowseEntries() {
  return useInfiniteQuery({
    queryKey: queryKeys.logBrowse,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getVerity().log.browse(
          pageParam === null ? { count: BROWSE_PAGE_SIZE } : { count: BROWSE_PAGE_SIZE, before: pageParam },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
