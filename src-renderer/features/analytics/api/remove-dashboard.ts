import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a dashboard; its saved reports stay. */
export function useRemoveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dashboard: { id: string; name: string }) =>
      unwrap(await getVerity().analytics.removeDashboard({ id: dashboard.id })),
    meta: { errorTitle: 'Could not delete the dashboard' },
    onSuccess: (_removed, dashboard) =>
      notifySuccess(`Dashboard "${dashboard.name}" deleted; its saved reports are kept`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analyticsDashboards }),
  });
}
