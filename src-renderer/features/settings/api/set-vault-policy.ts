import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSetVaultPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (allowInsecureBackend: boolean) =>
      unwrap(await getVerity().vault.setPolicy({ allowInsecureBackend })),
    meta: { errorTitle: 'Could not change how secrets are stored' },
    onSuccess: (status) => queryClient.setQueryData(queryKeys.vaultStatus, status),
  });
}
