import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type UrlSelection } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { plural } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Reads the service's metadata (last notify times) for the URLs, as far as the per-minute budget goes. */
export function useRefreshStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: UrlSelection) => unwrap(await getVerity().urls.refresh({ target })),
    meta: { errorTitle: 'Could not read the URLs’ status' },
    onSuccess: ({ read, notFound, deferred }) =>
      notifySuccess(
        `${plural(read, 'status', 'statuses')} read, ${notFound.toLocaleString()} never notified` +
          (deferred > 0 ? `, ${deferred.toLocaleString()} left for the next minutes' metadata budget` : ''),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsAll }),
  });
}
