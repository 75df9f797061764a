import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type RunSettings } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Saves run settings under a name (replacing a preset of that name). */
export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; settings: RunSettings }) =>
      unwrap(await getVerity().chat.savePreset(input)).preset,
    meta: { errorTitle: false },
    onSuccess: async (preset) => {
      notifySuccess(`Saved preset “${preset.name}”`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chatPresets });
    },
  });
}
