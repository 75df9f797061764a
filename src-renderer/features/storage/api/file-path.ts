import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** A folder and the folders above it, for the breadcrumbs; My Store needs no call. */
export function useFilePath(folderId: string | null) {
  return useQuery({
    queryKey: queryKeys.storagePath(folderId ?? 'root'),
    queryFn: async () => unwrap(await getVerity().storage.path({ fileId: folderId! })),
    enabled: folderId !== null && folderId !== 'root',
  });
}
