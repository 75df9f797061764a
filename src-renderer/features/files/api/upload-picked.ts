import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Desktop shell: main opens the system's file dialog and queues an upload of each file picked. */
export function useUploadPicked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await getVerity().transfers.uploadPicked({ service: 'genai' })),
    meta: { errorTitle: 'Could not queue the upload' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
  });
}
