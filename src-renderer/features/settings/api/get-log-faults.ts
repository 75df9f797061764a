import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

const logFaultsQueryOptions = queryOptions({
  queryKey: queryKeys.sandboxLogFaults,
  queryFn: async () => unwrap(await getVerity().sandbox.getLogFaults()).faults,
});

export function useLogFaults(enabled: boolean) {
  return useQuery({ ...logFaultsQueryOptions, enabled });
}
