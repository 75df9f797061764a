import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Under the storage key, so every change to files reads the grants again too. */
const sharingKey = (fileId: string) => [...queryKeys.storageAll, 'sharing', fileId] as const;

/** Who has access to a file, and what the caller may change of it. */
export function useFileSharing(fileId: string) {
  return useQuery({
    queryKey: sharingKey(fileId),
    queryFn: async () => unwrap(await getVerity().storage.permissions({ fileId })),
  });
}
