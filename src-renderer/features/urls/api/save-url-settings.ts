import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type UrlSettings } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Saves the page's settings; the quota meter follows a changed quota. */
export function useSaveUrlSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: UrlSettings) => unwrap(await getVerity().urls.setSettings(settings)),
    meta: { errorTitle: 'Could not save the URL settings' },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.urlsSettings, saved);
      notifySuccess('URL settings saved');
      void queryClient.invalidateQueries({ queryKey: queryKeys.urlsQueue });
    },
  });
}
