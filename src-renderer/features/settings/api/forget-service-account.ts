import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';
import { accountCredentialsKey } from './get-account-credentials';

/** Removes the profile's service-account key (and its token) from the vault. */
export function useForgetServiceAccount(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().accounts.forgetServiceAccount({ profileId })),
    meta: { errorTitle: 'Could not remove the service account' },
    onSuccess: (credentials) => {
      queryClient.setQueryData(accountCredentialsKey(profileId), credentials);
      notifySuccess('Service-account key removed from the vault');
    },
  });
}
