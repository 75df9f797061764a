import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useResetSandboxFaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().sandbox.resetFaults()).faults,
    meta: { errorTitle: 'Could not reset the sandbox faults' },
    onSuccess: (faults) => {
      queryClient.setQueryData(queryKeys.sandboxFaults, faults);
      // The sandbox's reset switches the log's own faults off too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sandboxLogFaults });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sandboxGenaiSettings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
      notifySuccess('Every sandbox fault is off');
    },
  });
}
