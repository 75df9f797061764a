import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a saved report; main takes its tiles off every dashboard, so those are read again too. */
export function useRemoveSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().analytics.removeReport({ id })),
    meta: { errorTitle: 'Could not delete the report' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.analyticsSavedReports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analyticsDashboards }),
      ]),
  });
}
