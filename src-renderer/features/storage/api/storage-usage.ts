import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The quota and the largest files. */
export function useStorageUsage() {
  return useQuery({
    queryKey: queryKeys.storageUsage,
    queryFn: async () => unwrap(await getVerity().storage.usage({})),
  });
}
