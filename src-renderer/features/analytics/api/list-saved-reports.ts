import { useQuery } from '@tanstack/react-query';
import { unwrap, type OutputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type SavedReport = OutputOf<'analytics:reports'>['reports'][number];

/** The profile's saved reports, by name (they live in the database, not at the service). */
export function useSavedReports() {
  return useQuery({
    queryKey: queryKeys.analyticsSavedReports,
    queryFn: async () => unwrap(await getVerity().analytics.reports({})).reports,
  });
}
