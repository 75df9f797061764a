import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type SecretRef } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useDeleteSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ref: SecretRef) => unwrap(await getVerity().vault.deleteSecret(ref)),
    meta: { errorTitle: 'Could not clear the secret' },
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.vaultStatus, status);
      notifySuccess('Secret cleared');
    },
  });
}
