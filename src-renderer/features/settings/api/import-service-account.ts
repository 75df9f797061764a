import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';
import { accountCredentialsKey } from './get-account-credentials';

/** Hands a service-account key file to main, which checks it and keeps it in the vault. Errors show in place. */
export function useImportServiceAccount(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(await getVerity().accounts.importServiceAccount({ profileId, json: await file.text() })),
    meta: { errorTitle: false },
    onSuccess: (credentials) => {
      queryClient.setQueryData(accountCredentialsKey(profileId), credentials);
      notifySuccess(`Service account ${credentials.serviceAccount?.email ?? ''} imported`);
    },
  });
}
