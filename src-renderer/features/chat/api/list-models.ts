import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Models of the active profile's generation service that can generate content. */
export function useModels() {
  return useQuery({
    queryKey: queryKeys.chatModels,
    queryFn: async () => unwrap(await getVerity().chat.models({})).models,
    staleTime: 5 * 60_000,
  });
}
