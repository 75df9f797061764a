import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** The formats each Docs Editors type exports to (about.exportFormats); they change with the service only. */
export function useExportFormats() {
  return useQuery({
    queryKey: queryKeys.storageExportFormats,
    queryFn: async () => unwrap(await getVerity().storage.exportFormats({})).formats,
    staleTime: Infinity,
  });
}
