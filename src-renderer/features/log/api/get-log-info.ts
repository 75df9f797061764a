import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Tree state of the active profile's log: the active shard, inactive shards and the signed tree head. */
export function useLogInfo() {
  return useQuery({
    queryKey: queryKeys.logInfo,
    queryFn: async () => unwrap(await getVerity().log.getInfo({})),
  });
}
