import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a file at the service; main journals it. */
export function useRemoveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => unwrap(await getVerity().files.remove({ name })),
    meta: { errorTitle: 'Could not delete the file' },
    onSuccess: (removed) => notifySuccess(`${removed.name} deleted (recorded in the Journal)`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.filesAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journalAll });
    },
  });
}
