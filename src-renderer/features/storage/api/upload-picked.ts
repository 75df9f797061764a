import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Desktop shell: main opens the system's dialog for files or a folder and queues an upload of each file into
 * the folder shown (a folder's own folders made first).
 */
export function useUploadPicked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ what, folderId }: { what: 'files' | 'folder'; folderId: string }) => {
      const folder = { id: folderId, path: '' };
      return what === 'files'
        ? unwrap(await getVerity().transfers.uploadPicked({ service: 'storage', folder }))
        : unwrap(await getVerity().transfers.uploadPickedFolder({ folder }));
    },
    meta: { errorTitle: 'Could not queue the upload' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
  });
}
