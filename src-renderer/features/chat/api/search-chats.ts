import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Chats whose title or message text contains `query`, newest first, each with the passage that matched.
 * Under the list's key, so a save that refreshes the list refreshes the results too.
 */
export function useChatSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: queryKeys.chatSearch(trimmed),
    queryFn: async () => unwrap(await getVerity().chat.search({ query: trimmed })).matches,
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
  });
}
