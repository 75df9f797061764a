import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Forgets done, failed and cancelled transfers. */
export function useClearFinished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().transfers.clearFinished()),
    meta: { errorTitle: 'Could not clear finished transfers' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
  });
}
