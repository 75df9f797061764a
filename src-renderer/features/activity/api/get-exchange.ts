import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** One exchange with headers and bodies, for the details drawer. */
export function useExchange(id: string | null) {
  return useQuery({
    queryKey: queryKeys.exchange(id ?? ''),
    queryFn: async () => unwrap(await getVerity().inspector.get({ id: id ?? '' })),
    // A recorded exchange never changes.
    staleTime: Infinity,
    enabled: id !== null,
  });
}
