import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type SecretRef } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Hands a secret to the vault. The value goes one way: nothing reads it back. */
export function useSetSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SecretRef & { value: string }) =>
      unwrap(await getVerity().vault.setSecret(input)),
    meta: { errorTitle: 'Could not save the secret' },
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.vaultStatus, status);
      notifySuccess(
        status.persistent ? 'Secret saved' : 'Secret set until Verity exits (storage does not persist)',
      );
    },
  });
}
