import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** A new report (no ID) or a replacement of one, name and all (a rename is a save with the same ID). */
export type SaveReportInput = InputOf<'analytics:saveReport'>;

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveReportInput) => unwrap(await getVerity().analytics.saveReport(input)),
    meta: { errorTitle: 'Could not save the report' },
    onSuccess: (saved) => notifySuccess(`Report “${saved.name}” saved`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analyticsSavedReports }),
  });
}
