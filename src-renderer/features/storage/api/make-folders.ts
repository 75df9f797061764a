import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** A folder upload's folders, made before its files are queued (each a journaled create-folder). */
export function useMakeFolders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:makeFolders'>) =>
      unwrap(await getVerity().storage.makeFolders(input)),
    // The upload says what failed, with the files it did not queue.
    meta: { errorTitle: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageLists }),
  });
}
