import { useQuery } from '@tanstack/react-query';
import { unwrap, type OutputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type AnalyticsGroup = OutputOf<'analytics:groups'>['groups'][number];

/** The account's analytics groups, as the service lists them; `enabled` false asks for nothing yet. */
export function useGroups(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.analyticsGroups,
    queryFn: async () => unwrap(await getVerity().analytics.groups({})).groups,
  });
}
