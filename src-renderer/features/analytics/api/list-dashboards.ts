import { useQuery } from '@tanstack/react-query';
import { unwrap, type OutputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type Dashboard = OutputOf<'analytics:dashboards'>['dashboards'][number];
export type DashboardTile = Dashboard['tiles'][number];

/** The saved dashboards, as main keeps them in the database. */
export function useDashboards() {
  return useQuery({
    queryKey: queryKeys.analyticsDashboards,
    queryFn: async () => unwrap(await getVerity().analytics.dashboards({})).dashboards,
  });
}
