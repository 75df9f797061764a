import { useQuery } from '@tanstack/react-query';
import { unwrap, type OutputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type SavedReport = OutputOf<'analytics:reports'>['reports'][number];

/** The saved reports a dashboard's tiles draw (shared key with the report builder's list). */
export function useDashboardReports() {
  return useQuery({
    queryKey: queryKeys.analyticsSavedReports,
    queryFn: async () => unwrap(await getVerity().analytics.reports({})).reports,
  });
}
