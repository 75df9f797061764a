import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Hands a PEM private key to Verity's core, which keeps it and returns only
 * the public half. gcTime 0: the mutation's variables (the private key) are
 * dropped from react-query's cache as soon as the form lets go of them.
 */
export function useImportSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'keys:import'>) => unwrap(await getVerity().keys.import(input)),
    meta: { errorTitle: false },
    gcTime: 0,
    onSuccess: async (key) => {
      notifySuccess(`Key “${key.name}” imported`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.signingKeys });
    },
  });
}
