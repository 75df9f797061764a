import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { unwrap, type StorageChange } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** How often the feed is asked while the Activity view is open (the service cannot call a desktop back). */
const POLL_MS = 5_000;
const KEPT = 500;

/**
 * The changes to the account's files, newest first: the first call answers those since Verity last read the
 * feed (main remembers where), every later one asks from the position the last answer gave. Leaving the view
 * forgets them (no cache), so opening it again shows only what changed since.
 */
export function useWatchChanges() {
  const queryClient = useQueryClient();
  const position = useRef<string | undefined>(undefined);
  return useQuery({
    queryKey: queryKeys.storageActivity,
    queryFn: async (): Promise<StorageChange[]> => {
      const answer = unwrap(
        await getVerity().storage.changes(position.current ? { pageToken: position.current } : {}),
      );
      position.current = answer.nextPageToken;
      const seen = queryClient.getQueryData<StorageChange[]>(queryKeys.storageActivity) ?? [];
      return [...answer.changes.reverse(), ...seen].slice(0, KEPT);
    },
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
}
