import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueueStatus } from '@/lib/contract';
import { followStream } from '@/lib/follow-stream';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Follows `urls.events` while the page is open (one subscription, cancelled on unmount, reopened with
 * backoff if it ends): each event is the queue's status for the meter; when a batch's answers were
 * recorded, the table's windows and the history are fetched again.
 */
export function useUrlEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followStream<{ status: QueueStatus; rowsChanged: boolean }>(
        (onEvent) => getVerity().urls.events({}, onEvent),
        ({ status, rowsChanged }) => {
          queryClient.setQueryData(queryKeys.urlsQueue, status);
          if (!rowsChanged) return;
          void queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists });
          void queryClient.invalidateQueries({ queryKey: queryKeys.urlsHistoryAll });
        },
      ),
    [queryClient],
  );
}
