import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';

/** Saves an alert's evidence (both checkpoints and the proof) as the JSON file verity-audit re-verifies. */
export function useExportAlertEvidence() {
  return useMutation({
    mutationFn: async (id: string) => {
      const file = unwrap(await getVerity().monitor.exportEvidence({ id }));
      downloadTextFile(file.fileName, 'application/json', file.text);
      return file;
    },
    meta: { errorTitle: 'Could not export the alert’s evidence' },
    onSuccess: (file) =>
      notifySuccess(`Saved ${file.fileName}: check it offline with verity-audit verify --key LOG.pem FILE`),
  });
}
