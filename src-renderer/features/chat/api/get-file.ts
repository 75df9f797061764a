import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

const PROCESSING_POLL_MS = 2000;

/** A Files API file, asked again while the service processes it; disabled until there is a name. */
export function useFile(name: string | null) {
  return useQuery({
    queryKey: queryKeys.file(name ?? ''),
    queryFn: async () => unwrap(await getVerity().files.get({ name: name! })),
    enabled: name !== null,
    refetchInterval: (query) => (query.state.data?.state === 'PROCESSING' ? PROCESSING_POLL_MS : false),
  });
}
