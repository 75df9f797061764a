import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type UrlSelection } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { plural } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Takes queued and held URLs off the send queue; a batch already sent is not recalled. */
export function useCancelQueued() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: UrlSelection) => unwrap(await getVerity().urls.cancel({ target })),
    meta: { errorTitle: 'Could not cancel the queued URLs' },
    onSuccess: ({ cancelled }) => notifySuccess(`${plural(cancelled, 'URL', 'URLs')} taken off the queue`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsAll }),
  });
}
