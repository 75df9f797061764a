import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getVerity } from '@/lib/verity';
import { queryKeys } from '@/lib/query-keys';
import { unwrap, type InputOf } from '@/lib/contract';

type ItemKind = InputOf<'analytics:addGroupItem'>['kind'];

/** How adding one pasted ID went: added, or the service's refusal (with main's fix in its details). */
export type AddOutcome =
  { resourceId: string; added: true } | { resourceId: string; added: false; error: unknown };

/**
 * Reads a group's reports again once its items changed: they are kept as long as any report (an hour), and
 * a group's figures are its items' figures.
 */
export function invalidateGroupReports(queryClient: QueryClient, groupId: string) {
  const filter = `group==${groupId}`;
  return queryClient.invalidateQueries({
    queryKey: queryKeys.analyticsReport(undefined).slice(0, 2),
    predicate: (query) => {
      const filters = (query.queryKey[2] as { filters?: string } | undefined)?.filters;
      return filters?.split(';').includes(filter) ?? false;
    },
  });
}

/**
 * Adds items to a group, one groupItems.insert each (the service takes one at a time), in the order pasted so
 * the 500-item limit cuts where the person expects. A refusal does not stop the rest: every ID gets its outcome.
 */
export function useAddGroupItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { groupId: string; kind: ItemKind; resourceIds: readonly string[] }) => {
      const outcomes: AddOutcome[] = [];
      for (const resourceId of input.resourceIds) {
        const { groupId, kind } = input;
        try {
          unwrap(await getVerity().analytics.addGroupItem({ groupId, kind, resourceId }));
          outcomes.push({ resourceId, added: true });
        } catch (error) {
          outcomes.push({ resourceId, added: false, error });
        }
      }
      return outcomes;
    },
    meta: { errorTitle: 'Could not add the items' },
    onSettled: (_outcomes, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroupItems(input.groupId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsGroups, exact: true });
      void invalidateGroupReports(queryClient, input.groupId);
    },
  });
}
