import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Which secrets are set and how they are stored; never their values. */
export function useVaultStatus() {
  return useQuery({
    queryKey: queryKeys.vaultStatus,
    queryFn: async () => unwrap(await getVerity().vault.status()),
  });
}
