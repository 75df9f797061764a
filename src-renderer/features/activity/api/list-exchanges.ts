import { useQuery } from '@tanstack/react-query';
import { unwrap, type ServiceId } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { KEEP_EXCHANGES, newestFirst, type ExchangeListData } from '../utils/merge-exchanges';

export function useExchanges(service: ServiceId | null) {
  return useQuery({
    queryKey: queryKeys.exchanges(service),
    queryFn: async (): Promise<ExchangeListData> => {
      const input = service ? { service, limit: KEEP_EXCHANGES } : { limit: KEEP_EXCHANGES };
      const list = unwrap(await getVerity().inspector.list(input));
      return { exchanges: newestFirst(list.exchanges), total: list.total };
    },
    // Fetched fresh whenever the page mounts: the live feed only runs while it is open.
    staleTime: 0,
  });
}
