import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** A profile's service account and OAuth client, shared with the imports that answer with a newer one. */
export const accountCredentialsKey = (profileId: string) => ['accounts', 'credentials', profileId] as const;

/** What the profile holds besides a sign-in: whose service-account key, which OAuth client; never a secret. */
export function useAccountCredentials(profileId: string) {
  return useQuery({
    queryKey: accountCredentialsKey(profileId),
    queryFn: async () => unwrap(await getVerity().accounts.credentials({ profileId })),
  });
}
