import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import type { JournalListInput } from '../utils/journal-query';

/** One page of journaled operations, newest first. */
export function useJournalOperations(input: JournalListInput) {
  return useQuery({
    queryKey: queryKeys.journalList(input),
    queryFn: async () => unwrap(await getVerity().journal.list(input)),
    // Fresh on every visit: operations are journaled by other pages meanwhile.
    staleTime: 0,
    // The old page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}
