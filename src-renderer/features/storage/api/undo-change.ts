import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Undoes a change just made on this page through the journal (the same Undo as the Journal page's). */
export function useUndoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (opId: string) => unwrap(await getVerity().journal.undo({ opId })),
    meta: { errorTitle: 'Could not undo the change' },
    onSuccess: (undo) =>
      notifySuccess(undo.outcome === 'ok' ? 'Undone' : `The undo is ${undo.outcome}: see it in the Journal`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.storageAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.journalAll }),
      ]),
  });
}
