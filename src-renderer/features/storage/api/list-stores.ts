import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The shared stores the account is a member of, by name, with what its role allows in each. */
export function useStores() {
  return useQuery({
    queryKey: queryKeys.storageStores,
    queryFn: async () => unwrap(await getVerity().storage.stores({})).stores,
  });
}
