import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useRotateLogShard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().sandbox.rotateLogShard()),
    meta: { errorTitle: 'Could not rotate the sandbox log shard' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
      notifySuccess('The sandbox log froze its shard and started a new one');
    },
  });
}
