import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Keeps a version forever or lets it expire again; answers the journal operation for Undo. */
export function useKeepRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:keepRevision'>) =>
      unwrap(await getVerity().storage.keepRevision(input)),
    meta: { errorTitle: 'Could not change the version' },
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.storageRevisions(input.fileId) }),
  });
}
