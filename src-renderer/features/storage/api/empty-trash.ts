import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes everything in the trash permanently (journaled, not undoable). */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().storage.emptyTrash({})),
    meta: { errorTitle: 'Could not empty the trash' },
    onSuccess: () => notifySuccess('The trash is empty'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageLists }),
  });
}
