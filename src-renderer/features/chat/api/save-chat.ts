import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Chat } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Writes the whole chat (settings, every turn and branch). Autosave calls this directly. */
export async function saveChat(chat: Chat): Promise<number> {
  return unwrap(await getVerity().chat.save({ chat })).savedAt;
}

/** Saves a chat the person just created, so it is in the list (and its draft can be stored) at once. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChat,
    meta: { errorTitle: 'Could not create the chat' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chatList }),
  });
}
