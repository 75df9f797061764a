import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** A file's versions, oldest first as the service lists them. */
export function useRevisions(fileId: string) {
  return useQuery({
    queryKey: queryKeys.storageRevisions(fileId),
    queryFn: async () => unwrap(await getVerity().storage.revisions({ fileId })).revisions,
  });
}
