import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { retryWhileSandboxStarts } from '@/lib/sandbox-retry';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSandboxFaults(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sandboxFaults,
    queryFn: async () => unwrap(await getVerity().sandbox.getFaults()).faults,
    enabled,
    retry: retryWhileSandboxStarts,
  });
}
