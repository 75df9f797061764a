import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type UrlSelection } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { plural } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Takes URLs off the profile's list (their notification history stays in the journal). */
export function useRemoveUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: UrlSelection) => unwrap(await getVerity().urls.remove({ target })),
    meta: { errorTitle: 'Could not remove the URLs' },
    onSuccess: ({ removed }) => notifySuccess(`${plural(removed, 'URL', 'URLs')} removed from the list`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsAll }),
  });
}
