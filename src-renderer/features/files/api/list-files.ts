import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** How often a page showing a file the service still processes asks again. */
const PROCESSING_POLL_MS = 2000;

/** One page of the active profile's files, newest first; `pageToken` null is the first page. */
export function useFiles(pageToken: string | null) {
  return useQuery({
    queryKey: queryKeys.filesList(pageToken),
    queryFn: async () => unwrap(await getVerity().files.list(pageToken === null ? {} : { pageToken })),
    // Files change at the service (processing ends, files expire): fresh on every visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // PROCESSING → ACTIVE happens at the service, which tells no one: ask until no file processes.
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => file.state === 'PROCESSING') ? PROCESSING_POLL_MS : false,
  });
}
