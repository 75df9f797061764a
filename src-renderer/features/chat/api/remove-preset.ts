import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Deletes a run-settings preset; chats started from it keep their settings. */
export function useRemovePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await getVerity().chat.removePreset({ id })),
    meta: { errorTitle: 'Could not delete the preset' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chatPresets }),
  });
}
