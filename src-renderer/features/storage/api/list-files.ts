import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap, type StorageView } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Files per request: the service's page may be shorter while a token remains. */
const PAGE_SIZE = 200;

/**
 * A view's files, a page of the service's listing at a time: the list asks for the next page as its end
 * scrolls into view, following `nextPageToken` until the service gives none.
 */
export function useFileList(view: StorageView, orderBy: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.storageList(view, orderBy),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getVerity().storage.list({
          view,
          orderBy,
          pageSize: PAGE_SIZE,
          ...(pageParam ? { pageToken: pageParam } : {}),
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageToken,
    enabled,
  });
}
