import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** How many stored checkpoints the history table shows. */
const HISTORY_LIMIT = 200;

function monitorHistoryQueryOptions(profileId: string, treeID: string | null) {
  return queryOptions({
    queryKey: queryKeys.monitorHistory(profileId, treeID),
    queryFn: async () =>
      unwrap(
        await getVerity().monitor.history(
          treeID === null ? { profileId, limit: HISTORY_LIMIT } : { profileId, treeID, limit: HISTORY_LIMIT },
        ),
      ),
  });
}

/** Checkpoints the monitor stored for a profile (optionally one shard), newest first. */
export function useMonitorHistory(profileId: string | null, treeID: string | null = null) {
  return useQuery({ ...monitorHistoryQueryOptions(profileId ?? '', treeID), enabled: profileId !== null });
}
