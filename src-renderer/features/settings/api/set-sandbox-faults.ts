import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, SERVICE_LABELS, type FaultSettings, type ServiceId } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSetSandboxFaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { service: ServiceId; faults: FaultSettings }) =>
      unwrap(await getVerity().sandbox.setFaults(input)).faults,
    meta: { errorTitle: 'Could not apply the sandbox faults' },
    onSuccess: (faults, { service }) => {
      queryClient.setQueryData(queryKeys.sandboxFaults, faults);
      notifySuccess(`Faults applied to the sandbox's ${SERVICE_LABELS[service]} service`);
    },
  });
}
