import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

const genaiSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.sandboxGenaiSettings,
  queryFn: async () => unwrap(await getVerity().sandbox.getGenaiSettings()),
});

export function useGenaiSettings(enabled: boolean) {
  return useQuery({ ...genaiSettingsQueryOptions, enabled });
}
