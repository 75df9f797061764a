import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:createFolder'>) =>
      unwrap(await getVerity().storage.createFolder(input)),
    // The dialog shows the failure beside the name.
    meta: { errorTitle: false },
    onSuccess: ({ file }) => notifySuccess(`Folder "${file.name}" made`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageLists }),
  });
}
