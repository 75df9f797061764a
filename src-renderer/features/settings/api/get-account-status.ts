import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** A profile's sign-in status, shared with the sign-in mutations that answer with a newer one. */
export const accountStatusKey = (profileId: string) => ['accounts', 'status', profileId] as const;

/** How often the status is read while a sign-in waits in the browser: its consent URL shows up in it. */
const WAITING_POLL_MS = 500;

/**
 * The profile's Google sign-in: who, which scopes, which state. Read again and again while a sign-in
 * waits (`waiting`, from the moment Sign in is pressed), so the page learns the consent URL to open.
 */
export function useAccountStatus(profileId: string, waiting: boolean) {
  return useQuery({
    queryKey: accountStatusKey(profileId),
    queryFn: async () => unwrap(await getVerity().accounts.status({ profileId })),
    refetchInterval: (query) =>
      waiting || query.state.data?.state === 'signing-in' ? WAITING_POLL_MS : false,
  });
}
