import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Changes a grant's role or expiry. */
export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:updatePermission'>) =>
      unwrap(await getVerity().storage.updatePermission(input)),
    meta: { errorTitle: 'Could not change the access' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
