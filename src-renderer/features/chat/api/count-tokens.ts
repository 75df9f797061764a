import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type Content, type RunSettings } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Prompt tokens the next request would use (history + draft). Keyed by a short signature of the
 * input rather than the contents, which can hold megabytes of images.
 */
export function useCountTokens(
  signature: string,
  input: { settings: RunSettings; contents: Content[] } | null,
) {
  return useQuery({
    queryKey: [...queryKeys.chatAll, 'count-tokens', signature] as const,
    queryFn: async () => unwrap(await getVerity().chat.countTokens(input!)).totalTokens,
    enabled: input !== null && input.contents.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
