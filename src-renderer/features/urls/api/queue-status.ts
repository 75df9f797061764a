import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The send queue and today's quota; `urls.events` keeps it current while the page is open. */
export function useQueueStatus() {
  return useQuery({
    queryKey: queryKeys.urlsQueue,
    queryFn: async () => unwrap(await getVerity().urls.queue({})),
  });
}
