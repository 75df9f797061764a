import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useGenaiSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sandboxGenaiSettings,
    queryFn: async () => unwrap(await getVerity().sandbox.getGenaiSettings()),
    enabled,
  });
}
