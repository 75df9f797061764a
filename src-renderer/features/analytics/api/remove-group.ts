import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a group at the service; main journals it. */
export function useRemoveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (group: { id: string; title: string }) =>
      unwrap(await getVerity().analytics.removeGroup({ id: group.id })),
    meta: { errorTitle: 'Could not delete the group' },
    onSuccess: (_removed, group) => notifySuccess(`Group "${group.title}" deleted (recorded in the Journal)`),
    onSettled: (_removed, _error, group) => {
      queryClient.removeQueries({ queryKey: queryKeys.analyticsGroupItems(group.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroups, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journalAll });
    },
  });
}
