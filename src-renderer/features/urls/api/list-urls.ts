import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { unwrap, type OutputOf, type UrlFilter, type UrlRow } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { WINDOW_ROWS } from '../utils/table-windows';

type UrlPage = OutputOf<'urls:list'>;

export interface UrlWindows {
  /** How many URLs the search and filter match; null until a window has answered. */
  total: number | null;
  /** The row at a position of the whole list; undefined while its window loads. */
  rowAt: (index: number) => UrlRow | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

function combine(results: UseQueryResult<UrlPage>[], windows: number[]): UrlWindows {
  const byWindow = new Map<number, UrlRow[]>();
  let total: number | null = null;
  results.forEach((result, position) => {
    if (!result.data) return;
    byWindow.set(windows[position]!, result.data.rows);
    total = result.data.total;
  });
  return {
    total,
    rowAt: (index) => byWindow.get(Math.floor(index / WINDOW_ROWS))?.[index % WINDOW_ROWS],
    error: results.find((result) => result.error)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}

/**
 * The windows of the profile's URL list that the table shows, each one `urls.list` call of 200 rows keyed
 * by search, filter and window, so scrolling fetches only what comes into view and the page never holds the
 * whole list.
 */
export function useUrlWindows(search: string, filter: UrlFilter, windows: number[]): UrlWindows {
  return useQueries({
    queries: windows.map((window) => ({
      queryKey: queryKeys.urlsList(search, filter, window),
      queryFn: async () =>
        unwrap(
          await getVerity().urls.list({
            ...(search === '' ? {} : { search }),
            ...(Object.keys(filter).length === 0 ? {} : { filter }),
            offset: window * WINDOW_ROWS,
            limit: WINDOW_ROWS,
          }),
        ),
      // Rows change only through this page's actions and the queue's events, which invalidate the windows;
      // the page and its table share window 0 without asking twice.
      staleTime: Infinity,
    })),
    combine: (results) => combine(results, windows),
  });
}
