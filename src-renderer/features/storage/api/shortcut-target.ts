import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Reads what a shortcut points at: a folder opens as itself, a file in the folder it is in (the listing then
 * selects it). The same read as the breadcrumbs', so it is cached with them.
 */
export function useShortcutTarget() {
  const queryClient = useQueryClient();
  return useCallback(
    async (targetId: string) => {
      const { file } = await queryClient.fetchQuery({
        queryKey: queryKeys.storagePath(targetId),
        queryFn: async () => unwrap(await getVerity().storage.path({ fileId: targetId })),
      });
      return file;
    },
    [queryClient],
  );
}
