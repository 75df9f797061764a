import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Endpoints } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export interface ProfileDraft {
  /** Absent for a new profile. */
  id?: string;
  name: string;
  endpoints: Endpoints;
}

/** Adds or updates a profile. Errors are shown inside the form, next to the fields. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileDraft) => unwrap(await getVerity().profiles.save({ profile })),
    meta: { errorTitle: false },
    onSuccess: async (saved) => {
      notifySuccess(`Profile “${saved.name}” saved`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
