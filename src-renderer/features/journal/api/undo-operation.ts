import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Reverses an operation; the undo is journaled as an operation of its own, which is returned. */
export function useUndoOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (opId: string) => unwrap(await getVerity().journal.undo({ opId })),
    meta: { errorTitle: 'Could not undo the operation' },
    onSuccess: (undo) =>
      notifySuccess(
        undo.outcome === 'ok'
          ? 'Undone'
          : `The undo is ${undo.outcome}: open it in the journal for the details`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.journalAll }),
  });
}
