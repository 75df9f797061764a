import { useQuery } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type ConsistencyRequest = Omit<InputOf<'log:consistency'>, 'profileId'>;

/** A consistency proof from an older tree head to the current one (or to `lastSize`), verified and traced. */
export function useConsistencyProof(request: ConsistencyRequest | null) {
  return useQuery({
    queryKey: queryKeys.logConsistency(request),
    queryFn: async () => unwrap(await getVerity().log.consistency(request!)),
    enabled: request !== null,
  });
}
