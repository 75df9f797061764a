import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** How many stored checkpoints the history table shows. */
const HISTORY_LIMIT = 200;

/** Checkpoints the monitor stored for a profile (optionally one shard), newest first. */
export function useMonitorHistory(profileId: string | null, treeID: string | null = null) {
  const input = { profileId: profileId ?? '', limit: HISTORY_LIMIT, ...(treeID === null ? {} : { treeID }) };
  return useQuery({
    queryKey: queryKeys.monitorHistory(input.profileId, treeID),
    queryFn: async () => unwrap(await getVerity().monitor.history(input)),
    enabled: profileId !== null,
  });
}
