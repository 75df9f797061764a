import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

/** Walks the journal's hash chain in main; the verdict names the first edited, removed or reordered record. */
export function useVerifyJournal() {
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().journal.verify({})),
    // The page shows a failure next to the button.
    meta: { errorTitle: false },
  });
}
