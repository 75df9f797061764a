import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a version for good (the service refuses the current one, and the error says why). */
export function useDeleteRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:deleteRevision'>) =>
      unwrap(await getVerity().storage.deleteRevision(input)),
    meta: { errorTitle: 'Could not delete the version' },
    onSuccess: () => notifySuccess('Version deleted'),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.storageRevisions(input.fileId) }),
  });
}
