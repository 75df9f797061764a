import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SERVICE_LABELS, unwrap, type Endpoints, type SecretRef } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { SECRET_LABELS } from '../utils/secret-labels';

export interface ProfileDraft {
  /** Absent for a new profile. */
  id?: string;
  name: string;
  endpoints: Endpoints;
}

/** What to tell the person when a save moved services away from the origins their secrets were given for. */
function droppedSecretsNote(profileName: string, dropped: readonly SecretRef[]): string {
  const which = dropped.map((ref) => `${SECRET_LABELS[ref.name]} for ${SERVICE_LABELS[ref.service]}`);
  return (
    `“${profileName}” now points elsewhere, so Verity removed the secrets given for the old address: ` +
    `${which.join(', ')}. Enter them again under Credentials, with “${profileName}” active.`
  );
}

/** Adds or updates a profile. Errors are shown inside the form, next to the fields. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileDraft) => unwrap(await getVerity().profiles.save({ profile })),
    meta: { errorTitle: false },
    onSuccess: async ({ profile, droppedSecrets }) => {
      if (droppedSecrets.length === 0) notifySuccess(`Profile “${profile.name}” saved`);
      else
        notifications.show({
          color: 'yellow',
          title: 'Enter the secrets again',
          message: droppedSecretsNote(profile.name, droppedSecrets),
          autoClose: false,
        });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vaultStatus }),
      ]);
    },
  });
}
