import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';
import { accountCredentialsKey } from './get-account-credentials';

/** Hands the person's own OAuth client JSON (a Desktop app client) to main for signing in to Google. */
export function useImportGoogleClient(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(await getVerity().accounts.importClient({ profileId, json: await file.text() })),
    meta: { errorTitle: false },
    onSuccess: (credentials) => {
      queryClient.setQueryData(accountCredentialsKey(profileId), credentials);
      notifySuccess('Google client imported: Sign in now uses it');
    },
  });
}
