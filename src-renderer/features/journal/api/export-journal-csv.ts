import { useMutation } from '@tanstack/react-query';
import { unwrap, type JournalOperation } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { notifySuccess } from '@/lib/notify';
import { plural } from '@/lib/format';
import { getVerity } from '@/lib/verity';
import { operationsToCsv } from '../utils/operations-csv';
import { exportFileName, type JournalFilters } from '../utils/journal-query';

/** The most `journal.list` returns at once. */
const PAGE_SIZE = 200;

/** Every operation the filters match, newest first, fetched page by page. */
async function allOperations(filter: JournalFilters): Promise<JournalOperation[]> {
  // Operations begun after the export started are left out, so new ones cannot shift the pages under it.
  const input = { ...filter, until: Math.min(filter.until ?? Infinity, Date.now() + 1) };
  const operations: JournalOperation[] = [];
  for (let page = 0; ; page++) {
    const listed = unwrap(await getVerity().journal.list({ ...input, page, pageSize: PAGE_SIZE }));
    operations.push(...listed.operations);
    if (listed.operations.length < PAGE_SIZE || operations.length >= listed.total) return operations;
  }
}

/** Saves the operations the filters match as CSV, one row per operation. */
export function useExportJournalCsv() {
  return useMutation({
    mutationFn: async (filter: JournalFilters) => {
      const operations = await allOperations(filter);
      const fileName = exportFileName('csv');
      downloadTextFile(fileName, 'text/csv', operationsToCsv(operations));
      return { fileName, count: operations.length };
    },
    meta: { errorTitle: 'Could not export the journal as CSV' },
    onSuccess: ({ fileName, count }) =>
      notifySuccess(`Saved ${plural(count, 'operation', 'operations')} to ${fileName}`),
  });
}
