import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Makes a shortcut to a file or folder in another folder (journaled; Undo moves it to the trash). */
export function useMakeShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:shortcut'>) =>
      unwrap(await getVerity().storage.shortcut(input)),
    meta: { errorTitle: 'Could not make the shortcut' },
    onSuccess: ({ file }) => notifySuccess(`Shortcut to "${file.name}" made`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageLists }),
  });
}
