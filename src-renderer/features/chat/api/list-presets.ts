import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Saved run-settings presets, by name. */
export function useRunPresets() {
  return useQuery({
    queryKey: queryKeys.chatPresets,
    queryFn: async () => unwrap(await getVerity().chat.presets({})).presets,
  });
}
