import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Stops trusting a log key or an imported TrustedRoot (by its id). */
export function useRemoveTrusted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string; label: string }) =>
      unwrap(await getVerity().trust.remove({ id: target.id })),
    meta: { errorTitle: 'Could not remove it from the trust store' },
    onSuccess: async (list, target) => {
      queryClient.setQueryData(queryKeys.trustList, list);
      notifySuccess(`${target.label} is no longer trusted`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
    },
  });
}
