import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import type { TransferList } from '@/hooks/use-transfers';
import { getVerity } from '@/lib/verity';

type Action = 'pause' | 'resume' | 'cancel' | 'retry';

/** One of the queue's per-transfer commands; the answer replaces the transfer in the list at once. */
export function useTransferAction(action: Action, errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().transfers[action]({ id })),
    meta: { errorTitle },
    onSuccess: (transfer) =>
      queryClient.setQueryData<TransferList>(queryKeys.transfers, (list) =>
        list
          ? {
              ...list,
              transfers: list.transfers.map((known) => (known.id === transfer.id ? transfer : known)),
            }
          : list,
      ),
  });
}
