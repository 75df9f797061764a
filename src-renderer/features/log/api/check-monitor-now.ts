import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Runs one monitor round now: fetch each shard's checkpoint, verify it and its consistency with the last trusted one. */
export function useCheckMonitorNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileId: string) => unwrap(await getVerity().monitor.checkNow({ profileId })),
    meta: { errorTitle: 'The monitor check failed' },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.monitorAll });
    },
  });
}
