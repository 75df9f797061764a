import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import type { JournalListInput } from '../utils/journal-query';

/** How often a page showing a pending operation asks for its outcome. */
const PENDING_POLL_MS = 1000;

/** One page of journaled operations, newest first. */
export function useJournalOperations(input: JournalListInput) {
  return useQuery({
    queryKey: queryKeys.journalList(input),
    queryFn: async () => unwrap(await getVerity().journal.list(input)),
    // Fresh on every visit: operations are journaled by other pages meanwhile.
    staleTime: 0,
    // The old page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
    // An operation in flight completes in main, which tells no one: the page asks again until it has.
    refetchInterval: (query) =>
      query.state.data?.operations.some((operation) => operation.outcome === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
}
