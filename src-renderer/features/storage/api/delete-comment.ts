import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a comment (with its replies) or one reply; the service keeps no content of it. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:deleteComment'>) =>
      unwrap(await getVerity().storage.deleteComment(input)),
    meta: { errorTitle: 'Could not delete' },
    onSuccess: (_answer, input) => notifySuccess(input.replyId ? 'Reply deleted' : 'Comment deleted'),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.storageComments(input.fileId) }),
  });
}
