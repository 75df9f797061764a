import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Signs a DSSE envelope over the payload with a local key and adds it to the log. */
export function useCreateDsseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'log:createDsse'>) => unwrap(await getVerity().log.createDsse(input)),
    meta: { errorTitle: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.logInfo });
      await queryClient.invalidateQueries({ queryKey: queryKeys.logBrowse });
    },
  });
}
