import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type LogFaultSettings } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSetLogFaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (faults: LogFaultSettings) =>
      unwrap(await getVerity().sandbox.setLogFaults({ faults })).faults,
    meta: { errorTitle: 'Could not change the sandbox log faults' },
    onSuccess: (faults) => {
      queryClient.setQueryData(queryKeys.sandboxLogFaults, faults);
      // What the log serves changed: everything fetched from it is stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
      notifySuccess('Sandbox log faults applied');
    },
  });
}
