import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';
import { accountStatusKey } from './get-account-status';

/** Revokes the profile's sign-in at the authorization server, then forgets its tokens. */
export function useSignOut(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().accounts.signOut({ profileId })),
    meta: { errorTitle: 'Could not sign out' },
    onSuccess: (status) => {
      queryClient.setQueryData(accountStatusKey(profileId), status);
      notifySuccess('Signed out: the sign-in was revoked and forgotten');
    },
  });
}
