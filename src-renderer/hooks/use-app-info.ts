import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo,
    queryFn: async () => unwrap(await getVerity().app.info()),
    // Name, version and shell do not change while the window is open.
    staleTime: Infinity,
  });
}
