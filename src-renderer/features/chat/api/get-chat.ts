import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * A chat and its unsent draft, read once when the chat is opened; from then on the page's store is the
 * truth and writes go back through chat.save, so this is never refetched behind the page's back.
 */
function chatQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.chat(id),
    queryFn: async () => unwrap(await getVerity().chat.get({ id })),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useChat(id: string | null) {
  return useQuery({ ...chatQueryOptions(id ?? ''), enabled: id !== null });
}
