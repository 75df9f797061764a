import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Turns polling on or off for one profile's log and sets how often it runs. */
export function useConfigureMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'monitor:configure'>) =>
      unwrap(await getVerity().monitor.configure(input)),
    meta: { errorTitle: 'Could not change the monitor settings' },
    onSuccess: (status, input) => {
      queryClient.setQueryData(queryKeys.monitorStatus, status);
      notifySuccess(
        input.enabled ? `Monitoring every ${input.intervalSeconds} s` : 'Monitoring paused for this profile',
      );
    },
  });
}
