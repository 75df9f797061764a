import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { getVerity } from '@/lib/verity';
import type { EntryRef } from './get-entry';

/**
 * Fetches the entry again with `diagnose: true`: the core derives each
 * sibling independently, so the trace marks which proof step was tampered
 * with and what it should have been. Slower than a plain fetch, hence on
 * request only.
 */
export function useDiagnoseEntry() {
  return useMutation({
    mutationFn: async (ref: EntryRef) =>
      unwrap(
        await getVerity().log.getEntry(
          ref.by === 'id'
            ? { entryId: ref.entryId, diagnose: true }
            : { logIndex: ref.logIndex, diagnose: true },
        ),
      ),
    meta: { errorTitle: false },
  });
}
