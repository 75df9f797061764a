import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * The public half of the key that signs the journal's head, made in main on first use as Export JSON makes it:
 * the key a reader saves and gives verity-audit, rather than trusting the copy inside an export.
 */
export function useJournalPublicKey() {
  return useQuery({
    queryKey: queryKeys.journalPublicKey,
    queryFn: async () => unwrap(await getVerity().journal.publicKey({})),
  });
}
