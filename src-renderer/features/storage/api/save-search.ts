import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Saves the search shown under a name (the same name again replaces it). */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:saveSearch'>) =>
      unwrap(await getVerity().storage.saveSearch(input)),
    // The dialog shows the failure beside the name.
    meta: { errorTitle: false },
    onSuccess: (search) => notifySuccess(`Search "${search.name}" saved`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageSearches }),
  });
}
