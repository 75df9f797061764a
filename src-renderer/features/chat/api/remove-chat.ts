import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a chat with every branch and its draft. */
export function useRemoveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string; title: string }) =>
      unwrap(await getVerity().chat.remove({ id: target.id })),
    meta: { errorTitle: 'Could not delete the chat' },
    onSuccess: async (_value, target) => {
      notifySuccess(`Deleted “${target.title}”`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chatList });
    },
  });
}
