import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { invalidateGroupReports } from './add-group-items';

/** Takes one item out of its group (by the inclusion's ID); main journals it. */
export function useRemoveGroupItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: { groupId: string; id: string }) =>
      unwrap(await getVerity().analytics.removeGroupItem(item)),
    meta: { errorTitle: 'Could not remove the item from the group' },
    onSettled: (_removed, _error, item) => {
      // The item list and the group's count both change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroupItems(item.groupId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroups, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.journalAll });
      void invalidateGroupReports(queryClient, item.groupId);
    },
  });
}
