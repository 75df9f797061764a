import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The page's settings: cooldown, daily quota, metadata reads a minute. */
export function useUrlSettings() {
  return useQuery({
    queryKey: queryKeys.urlsSettings,
    queryFn: async () => unwrap(await getVerity().urls.settings({})),
  });
}
