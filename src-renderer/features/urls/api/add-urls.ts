import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Adds pasted or CSV values to the profile's list; main normalises and de-duplicates them. */
export function useAddUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<'urls:add'>) => unwrap(await getVerity().urls.add(input)),
    // The import panel shows the failure with what to do.
    meta: { errorTitle: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists }),
  });
}
