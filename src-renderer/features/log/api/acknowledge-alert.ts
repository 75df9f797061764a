import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

/** Marks an alert as seen; the header badge drops it at once, and the log state is read again without it. */
export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  const mergeStatus = useMonitorAlertsStore((state) => state.mergeStatus);
  const markAcknowledged = useMonitorAlertsStore((state) => state.markAcknowledged);
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().monitor.acknowledge({ id })),
    meta: { errorTitle: 'Could not acknowledge the alert' },
    onSuccess: (status, id) => {
      queryClient.setQueryData(queryKeys.monitorStatus, status);
      mergeStatus(status.alerts);
      markAcknowledged(id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.logInfo });
    },
  });
}
