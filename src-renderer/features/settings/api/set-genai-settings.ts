import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type GenaiSandboxSettings } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSetGenaiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: GenaiSandboxSettings) =>
      unwrap(await getVerity().sandbox.setGenaiSettings({ settings })),
    meta: { errorTitle: 'Could not change the sandbox generation settings' },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.sandboxGenaiSettings, answer);
      notifySuccess('Sandbox generation settings applied');
    },
  });
}
