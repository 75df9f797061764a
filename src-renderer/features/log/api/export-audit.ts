import { useMutation } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';

export type AuditExportFormat = InputOf<'audit:export'>['format'];

/** Builds an audit bundle or report for a finished run and saves it as a file. */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (input: { id: string; format: AuditExportFormat }) => {
      const file = unwrap(await getVerity().audit.export(input));
      downloadTextFile(file.fileName, file.mimeType, file.content);
      return file;
    },
    meta: { errorTitle: 'Could not export the audit' },
    onSuccess: (file) => notifySuccess(`Saved ${file.fileName}`),
  });
}
