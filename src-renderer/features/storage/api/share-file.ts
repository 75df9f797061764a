import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Adds a grant; the dialog keeps the form and shows a refusal beside it. */
export function useShareFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:share'>) => unwrap(await getVerity().storage.share(input)),
    meta: { errorTitle: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
  });
}
