import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';
import { accountStatusKey } from './get-account-status';

/**
 * Signs the profile in to its Google account. The call answers only when the sign-in is done in the
 * browser, denied, cancelled or timed out; the section shows how it ended.
 */
export function useSignIn(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().accounts.signIn({ profileId })),
    meta: { errorTitle: false },
    onSuccess: (status) => queryClient.setQueryData(accountStatusKey(profileId), status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountStatusKey(profileId) }),
  });
}
