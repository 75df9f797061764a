import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Gives the file to another owner; the caller keeps editor access. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:transferOwnership'>) =>
      unwrap(await getVerity().storage.transferOwnership(input)),
    meta: { errorTitle: 'Could not change the owner' },
    onSuccess: (_answer, input) => notifySuccess(`${input.emailAddress} owns the file now`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
