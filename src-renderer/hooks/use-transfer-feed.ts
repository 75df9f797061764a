import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onTransferEvent } from '@/lib/browser-uploads';
import type { Transfer } from '@/lib/contract';
import { followStream } from '@/lib/follow-stream';
import { onDownloadEvent } from '@/lib/page-downloads';
import { queryKeys } from '@/lib/query-keys';
import type { TransferList } from './use-transfers';
import { getVerity } from '@/lib/verity';

function applyEvent(queryClient: QueryClient, transfer: Transfer): void {
  const previous = queryClient
    .getQueryData<TransferList>(queryKeys.transfers)
    ?.transfers.find((known) => known.id === transfer.id);
  queryClient.setQueryData<TransferList>(queryKeys.transfers, (list) => {
    if (!list) return list;
    const others = list.transfers.filter((known) => known.id !== transfer.id);
    return { ...list, transfers: [transfer, ...others].sort((a, b) => b.createdAt - a.createdAt) };
  });
  // A finished upload is a new file at the service: lists showing files fetch again.
  if (transfer.state === 'done' && previous?.state !== 'done') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.filesAll });
    // The storage folder it went into lists it now.
    if (transfer.direction === 'upload' && transfer.folder)
      void queryClient.invalidateQueries({ queryKey: queryKeys.storageFolderLists(transfer.folder.id) });
  }
}

/**
 * Follows `transfers.events` for as long as the console is open: called once, by the app layout, so
 * progress reaches every page and page-streamed uploads go on when their transfer runs again. Each
 * (re)subscription fetches the whole list first, so nothing missed while the feed was down stays stale.
 */
export function useTransferFeed(): void {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      followStream<{ transfer: Transfer }>(
        (onEvent) => {
          // Whatever changed while no feed was open is fetched whole as this one opens.
          void queryClient.invalidateQueries({ queryKey: queryKeys.transfers });
          return getVerity().transfers.events({}, onEvent);
        },
        (event) => {
          applyEvent(queryClient, event.transfer);
          onTransferEvent(event.transfer);
          onDownloadEvent(event.transfer);
        },
      ),
    [queryClient],
  );
}
