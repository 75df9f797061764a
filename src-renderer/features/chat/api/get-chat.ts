import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * A chat and its unsent draft, read once when the chat is opened; from then on the page's store is the
 * truth and writes go back through chat.save, so this is never refetched behind the page's back.
 */
export function useChat(id: string | null) {
  return useQuery({
    queryKey: queryKeys.chat(id ?? ''),
    queryFn: async () => unwrap(await getVerity().chat.get({ id: id ?? '' })),
    staleTime: Infinity,
    gcTime: 0,
    enabled: id !== null,
  });
}
