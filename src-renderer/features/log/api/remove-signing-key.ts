import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a signing key; entries it signed stay in the log. */
export function useRemoveSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: { id: string; name: string }) =>
      unwrap(await getVerity().keys.remove({ id: key.id })),
    meta: { errorTitle: 'Could not remove the key' },
    onSuccess: (list, key) => {
      queryClient.setQueryData(queryKeys.signingKeys, list);
      notifySuccess(`Key “${key.name}” removed`);
    },
  });
}
