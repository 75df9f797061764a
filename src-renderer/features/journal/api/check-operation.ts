import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Asks the service whether an "outcome unknown" operation took effect; the journal completes it with the answer. */
export function useCheckOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (opId: string) => unwrap(await getVerity().journal.check({ opId })),
    meta: { errorTitle: 'Could not check the operation' },
    onSuccess: (operation) =>
      notifySuccess(`Checked with the service: the operation is ${operation.outcome}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.journalAll }),
  });
}
