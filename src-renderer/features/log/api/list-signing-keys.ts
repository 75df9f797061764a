import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Local signing keys (public halves only; private keys stay in Verity's core). */
export function useSigningKeys() {
  return useQuery({
    queryKey: queryKeys.signingKeys,
    queryFn: async () => unwrap(await getVerity().keys.list()),
  });
}
