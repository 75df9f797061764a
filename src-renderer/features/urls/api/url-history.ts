import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Notifications a day over the last `days` and the errors grouped with their fixes. */
export function useUrlHistory(days: number) {
  return useQuery({
    queryKey: queryKeys.urlsHistory(days),
    queryFn: async () => unwrap(await getVerity().urls.history({ days })),
  });
}
