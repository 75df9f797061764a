import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap, type StorageView } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Files per request: the service's page may be shorter (even empty) while a token remains. */
const PAGE_SIZE = 200;
/**
 * Files a later page of the list gathers, over as many of the service's pages as it takes, asked for one
 * after another with nothing drawn in between: a big folder is drawn in a few large steps, not a step per
 * short page. The first page of the list needs only files to show, so it ends with the first that has any.
 */
const GATHER_FILES = 1000;

/**
 * A view's files, a page of the list at a time: the list asks for the next page as its end comes near,
 * following `nextPageToken` until the service gives none.
 */
export function useFileList(view: StorageView, orderBy: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.storageList(view, orderBy),
    queryFn: async ({ pageParam, signal }) => {
      const ask = async (pageToken: string | null) =>
        unwrap(
          await getVerity().storage.list({
            view,
            orderBy,
            pageSize: PAGE_SIZE,
            ...(pageToken ? { pageToken } : {}),
          }),
        );
      const wanted = pageParam === null ? 1 : GATHER_FILES;
      let page = await ask(pageParam);
      const files = [...page.files];
      // Stops too once the view is left: what it gathers would not be shown.
      while (page.nextPageToken && files.length < wanted && !signal.aborted) {
        page = await ask(page.nextPageToken);
        files.push(...page.files);
      }
      return { ...page, files };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageToken,
    enabled,
  });
}

/**
 * Asks for the list's next page unless a fetch is under way. Asked for during a refetch (after a change, which
 * reads every listing again), the next page would cancel the refetch and follow the pages from before it, so a
 * file just restored or removed would stay listed.
 */
export const loadMoreOf =
  (list: { isFetching: boolean; fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown> }) =>
  (): void => {
    if (!list.isFetching) void list.fetchNextPage({ cancelRefetch: false });
  };
