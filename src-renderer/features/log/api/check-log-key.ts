import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/**
 * Fetches the key the log serves and compares it with the trust store: it
 * is already trusted, pinned now (first use), or **changed** (the core
 * raises a monitor alert). The card shows the outcome and any error.
 */
export function useCheckLogKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { treeID?: string }) => unwrap(await getVerity().trust.checkLogKey(input)),
    meta: { errorTitle: false },
    onSuccess: async () => {
      // A key pinned now is in the trust list and changes every verdict; a changed key raised an alert.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.trustList }),
        queryClient.invalidateQueries({ queryKey: queryKeys.monitorStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.logAll }),
      ]);
    },
  });
}
