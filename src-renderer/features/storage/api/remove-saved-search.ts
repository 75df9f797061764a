import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().storage.removeSearch({ id })),
    meta: { errorTitle: 'Could not remove the saved search' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageSearches }),
  });
}
