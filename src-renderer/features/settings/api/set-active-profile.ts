import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export function useSetActiveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().profiles.setActive({ id })),
    meta: { errorTitle: 'Could not switch profiles' },
    onSuccess: async (list) => {
      queryClient.setQueryData(queryKeys.profiles, list);
      const active = list.profiles.find((profile) => profile.id === list.activeId);
      notifySuccess(`Active profile: ${active?.name ?? list.activeId}`);
      // Everything else was fetched from the previous profile's endpoints.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.profiles[0] && query.queryKey[0] !== 'app',
      });
    },
  });
}
