import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Replies to a thread, and resolves or reopens it when the reply carries that action. */
export function useReplyComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:reply'>) => unwrap(await getVerity().storage.reply(input)),
    meta: { errorTitle: 'Could not reply' },
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.storageComments(input.fileId) }),
  });
}
