import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Removes a grant (the Journal's Undo makes it again as it was). */
export function useUnshareFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:unshare'>) => unwrap(await getVerity().storage.unshare(input)),
    meta: { errorTitle: 'Could not remove the access' },
    onSuccess: () => notifySuccess('Access removed: the Journal can undo it'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
