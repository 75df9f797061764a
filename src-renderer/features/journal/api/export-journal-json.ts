import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { plural } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';
import { exportFileName, type JournalFilters } from '../utils/journal-query';

/**
 * Saves the operations the filters select as the export document main builds: their records with the chain
 * fields, and the journal's head as a signed checkpoint, which verity-audit verifies offline.
 */
export function useExportJournalJson() {
  return useMutation({
    mutationFn: async (filters: JournalFilters) => {
      const document = unwrap(await getVerity().journal.export(filters));
      const fileName = exportFileName('json');
      downloadTextFile(fileName, 'application/json', `${JSON.stringify(document, null, 2)}\n`);
      return { fileName, records: document.records.length };
    },
    meta: { errorTitle: 'Could not export the journal' },
    onSuccess: ({ fileName, records }) =>
      notifySuccess(`Saved ${plural(records, 'record', 'records')} and the signed head to ${fileName}`),
  });
}
