import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useRemoveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().profiles.remove({ id })),
    meta: { errorTitle: 'Could not remove the profile' },
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.profiles, list);
      notifySuccess('Profile removed');
    },
  });
}
