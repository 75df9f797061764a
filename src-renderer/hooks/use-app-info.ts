import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

const appInfoQueryOptions = queryOptions({
  queryKey: queryKeys.appInfo,
  queryFn: async () => unwrap(await getVerity().app.info()),
  // Name, version and shell do not change while the window is open.
  staleTime: Infinity,
});

export function useAppInfo() {
  return useQuery(appInfoQueryOptions);
}
