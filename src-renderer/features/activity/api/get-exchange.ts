import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

function exchangeQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.exchange(id),
    queryFn: async () => unwrap(await getVerity().inspector.get({ id })),
    // A recorded exchange never changes.
    staleTime: Infinity,
  });
}

/** One exchange with headers and bodies, for the details drawer. */
export function useExchange(id: string | null) {
  return useQuery({ ...exchangeQueryOptions(id ?? ''), enabled: id !== null });
}
