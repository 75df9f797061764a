import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Queues URL_UPDATED or URL_DELETED notifications; the queue sends them as the quota allows. */
export function useSendNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<InputOf<'urls:notify'>, 'profileId'>) =>
      unwrap(await getVerity().urls.notify(input)),
    meta: { errorTitle: 'Could not queue the notifications' },
    onSuccess: (outcome) => queryClient.setQueryData(queryKeys.urlsQueue, outcome.status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists }),
  });
}
