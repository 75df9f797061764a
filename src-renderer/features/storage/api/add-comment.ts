import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'storage:addComment'>) =>
      unwrap(await getVerity().storage.addComment(input)),
    meta: { errorTitle: 'Could not add the comment' },
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.storageComments(input.fileId) }),
  });
}
