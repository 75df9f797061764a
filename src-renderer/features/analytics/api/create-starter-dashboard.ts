import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import {
  STARTER_DASHBOARD_NAME,
  starterReports,
  starterTiles,
} from '@/features/analytics/utils/dashboard-starter';

/**
 * Saves the starter reports, then a dashboard of them. The reports are saved one after another so their tiles
 * keep the starter's order; a failure part-way keeps the reports already saved (they show in the builder).
 */
export function useCreateStarterDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const verity = getVerity();
      const reportIds: string[] = [];
      for (const report of starterReports())
        reportIds.push(unwrap(await verity.analytics.saveReport(report)).id);
      return unwrap(
        await verity.analytics.saveDashboard({
          name: STARTER_DASHBOARD_NAME,
          tiles: starterTiles(reportIds),
        }),
      );
    },
    meta: { errorTitle: 'Could not make the starter dashboard' },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.analyticsSavedReports });
      await queryClient.invalidateQueries({ queryKey: queryKeys.analyticsDashboards });
    },
  });
}
