import { useQuery } from '@tanstack/react-query';
import { waitsForFile } from '@/lib/browser-uploads';
import { unwrap, type Transfer, type TransferSettings } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { useBrowserUploadsStore } from '@/stores/browser-uploads-store';

/** What `transfers.list` answers, as the query cache holds it. */
export type TransferList = { transfers: Transfer[]; settings: TransferSettings };

/** The transfer queue and its settings; the shell's transfer feed keeps it current between fetches. */
export function useTransfers() {
  return useQuery({
    queryKey: queryKeys.transfers,
    queryFn: async () => unwrap(await getVerity().transfers.list()),
  });
}

/** Transfers that still move or wait to: what the header's badge counts. */
export const isActiveTransfer = (transfer: Transfer) =>
  transfer.state === 'queued' || transfer.state === 'running';

/** Whether a transfer waits for its file to be picked again (see `waitsForFile`), as this page knows it. */
export function useWaitsForFile(): (transfer: Transfer) => boolean {
  const uploads = useBrowserUploadsStore((state) => state.uploads);
  return (transfer) => waitsForFile(transfer, uploads[transfer.id]?.held === true);
}
