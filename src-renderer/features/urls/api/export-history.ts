import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { getVerity } from '@/lib/verity';

const MEDIA_TYPES = { csv: 'text/csv', json: 'application/json' } as const;

/** Saves every notification sent, with its outcome, as a CSV or JSON file. */
export function useExportHistory() {
  return useMutation({
    mutationFn: async (format: 'csv' | 'json') => {
      const file = unwrap(await getVerity().urls.export({ format }));
      downloadTextFile(file.fileName, MEDIA_TYPES[format], file.text);
      return file;
    },
    meta: { errorTitle: 'Could not export the notifications' },
  });
}
