import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** A file's comment threads with their replies, deleted ones included (marked, with no content). */
export function useComments(fileId: string) {
  return useQuery({
    queryKey: queryKeys.storageComments(fileId),
    queryFn: async () => unwrap(await getVerity().storage.comments({ fileId })).comments,
  });
}
