import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The sender's Search Console properties, offered as the site pasted paths resolve against. */
export function useUrlSites(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.urlsSites,
    queryFn: async () => unwrap(await getVerity().urls.sites({})),
    enabled,
    staleTime: 60_000,
  });
}
