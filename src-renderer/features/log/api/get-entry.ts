import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type EntryRef = { by: 'id'; entryId: string } | { by: 'index'; logIndex: string };

/** One entry, decoded, with its verification report (tlog and bundle verdicts, checks, inclusion trace). */
export function useEntry(ref: EntryRef) {
  return useQuery({
    queryKey: queryKeys.logEntry(ref.by, ref.by === 'id' ? ref.entryId : ref.logIndex),
    queryFn: async () =>
      unwrap(
        await getVerity().log.getEntry(
          ref.by === 'id' ? { entryId: ref.entryId } : { logIndex: ref.logIndex },
        ),
      ),
    // An entry never changes once integrated; only "Refresh" fetches it (and its proof) again.
    staleTime: Infinity,
  });
}
