import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Clears the activity inspector. Shared: the Activity page and the command palette both offer it. */
export function useClearActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().inspector.clear()),
    meta: { errorTitle: 'Could not clear activity' },
    onSuccess: async () => {
      notifySuccess('Activity cleared');
      await queryClient.invalidateQueries({ queryKey: queryKeys.inspectorAll });
    },
  });
}
