import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Asked again this often: the shell restarts a sandbox process that died, and the console says so. */
const REFRESH_MS = 5_000;

export function useSandboxStatus() {
  return useQuery({
    queryKey: queryKeys.sandboxStatus,
    queryFn: async () => unwrap(await getVerity().sandbox.status()),
    refetchInterval: REFRESH_MS,
  });
}
