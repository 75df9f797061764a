import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferList } from '@/hooks/use-transfers';
import { unwrap, type TransferSettings } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Saves how many transfers run at once and the bandwidth they share. */
export function useSetTransferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TransferSettings) =>
      unwrap(await getVerity().transfers.setSettings(settings)),
    meta: { errorTitle: 'Could not save the transfer settings' },
    onSuccess: (settings) => {
      queryClient.setQueryData<TransferList>(queryKeys.transfers, (list) =>
        list ? { ...list, settings } : list,
      );
      notifySuccess('Transfer settings saved');
    },
  });
}
