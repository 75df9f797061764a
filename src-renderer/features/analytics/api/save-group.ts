import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import type { AnalyticsGroup } from './list-groups';

/** A new group (title and item type) or a rename (ID and title: nothing else of a group can change). */
export type SaveGroupInput = InputOf<'analytics:saveGroup'>;

/** Makes or renames a group; the form that calls it shows a refusal itself. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveGroupInput) => unwrap(await getVerity().analytics.saveGroup(input)),
    meta: { errorTitle: false },
    // The list shows the group at once (a new group opens straight away), then is read again.
    onSuccess: (saved) =>
      queryClient.setQueryData<AnalyticsGroup[]>(queryKeys.analyticsGroups, (groups) =>
        groups?.some((group) => group.id === saved.id)
          ? groups.map((group) => (group.id === saved.id ? saved : group))
          : groups && [...groups, saved],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroups, exact: true }),
  });
}
