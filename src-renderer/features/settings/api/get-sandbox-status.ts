import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export const sandboxStatusQueryOptions = queryOptions({
  queryKey: queryKeys.sandboxStatus,
  queryFn: async () => unwrap(await getVerity().sandbox.status()),
});

export function useSandboxStatus() {
  return useQuery(sandboxStatusQueryOptions);
}
