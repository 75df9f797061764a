import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Adds a Sigstore TrustedRoot document; its logs and authorities become trusted. The form shows errors. */
export function useImportTrustedRoot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; json: string }) =>
      unwrap(await getVerity().trust.importTrustedRoot(input)),
    meta: { errorTitle: false },
    onSuccess: async (list, input) => {
      queryClient.setQueryData(queryKeys.trustList, list);
      notifySuccess(`TrustedRoot “${input.name}” imported`);
      // Verdicts computed before the import may change now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.logAll });
    },
  });
}
