import { useQuery } from '@tanstack/react-query';
import { unwrap, type OutputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type AnalyticsGroupItem = OutputOf<'analytics:groupItems'>['items'][number];

/** The items of one group; null asks for nothing. */
export function useGroupItems(groupId: string | null) {
  return useQuery({
    queryKey: queryKeys.analyticsGroupItems(groupId ?? ''),
    queryFn: async () => unwrap(await getVerity().analytics.groupItems({ groupId: groupId! })).items,
    enabled: groupId !== null,
  });
}
