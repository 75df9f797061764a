import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Every saved chat, newest first (the list column). */
export function useChatList() {
  return useQuery({
    queryKey: queryKeys.chatList,
    queryFn: async () =>
      unwrap(await getVerity().chat.list({})).chats.toSorted((a, b) => b.updatedAt - a.updatedAt),
  });
}
