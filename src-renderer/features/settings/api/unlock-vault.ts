import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Unlocks the passphrase-file vault (or creates it with a new passphrase). Errors show in the form. */
export function useUnlockVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (passphrase: string) => unwrap(await getVerity().vault.unlock({ passphrase })),
    meta: { errorTitle: false },
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.vaultStatus, status);
      notifySuccess('Vault unlocked');
    },
  });
}
