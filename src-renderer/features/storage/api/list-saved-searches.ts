import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSavedSearches() {
  return useQuery({
    queryKey: queryKeys.storageSearches,
    queryFn: async () => unwrap(await getVerity().storage.searches({})).searches,
  });
}
