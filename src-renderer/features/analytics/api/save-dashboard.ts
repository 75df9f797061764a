import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import type { Dashboard } from './list-dashboards';

export type SaveDashboardInput = InputOf<'analytics:saveDashboard'>;

/**
 * Saves a new dashboard or replaces one (a rename, a tile moved). The list shows an edit of a saved one at
 * once, so a tile follows the keys pressed; a refusal puts the list back as main has it.
 */
export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveDashboardInput) => unwrap(await getVerity().analytics.saveDashboard(input)),
    meta: { errorTitle: 'Could not save the dashboard' },
    onMutate: async (input) => {
      if (!input.id) return;
      await queryClient.cancelQueries({ queryKey: queryKeys.analyticsDashboards });
      queryClient.setQueryData<Dashboard[]>(queryKeys.analyticsDashboards, (dashboards) =>
        dashboards?.map((dashboard) =>
          dashboard.id === input.id ? { ...dashboard, name: input.name, tiles: input.tiles } : dashboard,
        ),
      );
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<Dashboard[]>(queryKeys.analyticsDashboards, (dashboards) =>
        dashboards?.some((dashboard) => dashboard.id === saved.id)
          ? dashboards.map((dashboard) => (dashboard.id === saved.id ? saved : dashboard))
          : dashboards && [...dashboards, saved],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analyticsDashboards }),
  });
}
