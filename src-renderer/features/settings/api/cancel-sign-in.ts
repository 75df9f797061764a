import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';
import { accountStatusKey } from './get-account-status';

/** Ends a sign-in that waits in the browser; the waiting Sign in then answers "cancelled". */
export function useCancelSignIn(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().accounts.cancel({ profileId })),
    meta: { errorTitle: 'Could not cancel the sign-in' },
    onSuccess: (status) => queryClient.setQueryData(accountStatusKey(profileId), status),
  });
}
