import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useLogFaults(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sandboxLogFaults,
    queryFn: async () => unwrap(await getVerity().sandbox.getLogFaults()).faults,
    enabled,
  });
}
