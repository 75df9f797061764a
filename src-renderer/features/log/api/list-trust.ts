import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Trusted log keys, authorities and imported TrustedRoot documents. */
export function useTrustList() {
  return useQuery({
    queryKey: queryKeys.trustList,
    queryFn: async () => unwrap(await getVerity().trust.list()),
  });
}
