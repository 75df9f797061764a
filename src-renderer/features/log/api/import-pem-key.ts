import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Trusts one log public key given as PEM, with its checkpoint key name and base URL. */
export function useImportPemKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'trust:importPem'>) => unwrap(await getVerity().trust.importPem(input)),
    meta: { errorTitle: false },
    onSuccess: async (list) => {
      queryClient.setQueryData(queryKeys.trustList, list);
      notifySuccess('Log key imported');
      await queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
    },
  });
}
