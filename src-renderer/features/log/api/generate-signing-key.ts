import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Generates a key pair in Verity's core; only the public key comes back. */
export function useGenerateSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'keys:generate'>) => unwrap(await getVerity().keys.generate(input)),
    meta: { errorTitle: 'Could not generate the key' },
    onSuccess: async (key) => {
      notifySuccess(`Key “${key.name}” generated`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.signingKeys });
    },
  });
}
