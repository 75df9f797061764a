import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Signs an artifact digest with a local key and adds a hashedrekord entry (201 created, 409 already there). */
export function useCreateHashedRekord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'log:createHashedRekord'>) =>
      unwrap(await getVerity().log.createHashedRekord(input)),
    meta: { errorTitle: false },
    onSuccess: async () => {
      // The tree grew: the overview's size and newest entries are out of date.
      await queryClient.invalidateQueries({ queryKey: queryKeys.logInfo });
      await queryClient.invalidateQueries({ queryKey: queryKeys.logBrowse });
    },
  });
}
