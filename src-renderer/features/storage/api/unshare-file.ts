import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Removes a grant (the Journal's Undo makes it again as it was). */
export function useUnshareFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:unshare'>) => unwrap(await getVerity().storage.unshare(input)),
    meta: { errorTitle: 'Could not remove the access' },
    // Not awaited: the grant's row leaves the list once it is read again, and the caller's notice (with
    // Undo) must come first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
