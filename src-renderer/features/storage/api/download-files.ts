import { useMutation } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { saveWhenDone } from '@/lib/page-downloads';
import { getVerity } from '@/lib/verity';

/** The contract's limit of one request (a folder counts as one, whatever it holds). */
const MAX_SELECTED = 1000;

/**
 * Queues downloads of files and folders (or an export of a Docs Editors file) in the transfer queue. The
 * desktop asks main for a folder to save into; the headless host's page saves each file itself once main has it.
 */
export function useDownloadFiles() {
  return useMutation({
    mutationFn: async (input: Omit<InputOf<'transfers:download'>, 'service'>) => {
      if (input.fileIds.length > MAX_SELECTED)
        throw new Error(
          `${input.fileIds.length} files are selected; one download takes up to ${MAX_SELECTED}. Download their folder instead, or fewer at a time`,
        );
      return unwrap(await getVerity().transfers.download({ ...input, service: 'storage' }));
    },
    meta: { errorTitle: 'Could not start the download' },
    onSuccess: ({ transfers, skipped, pageSaves }) => {
      if (transfers.length === 0 && skipped.length === 0) return; // the folder dialog was closed
      if (pageSaves) saveWhenDone(transfers, (error) => notifyError('Could not save the download', error));
      const count = transfers.length === 1 ? '1 download' : `${transfers.length} downloads`;
      const notes = skipped.map((note) => `${note.path}: ${note.reason}`);
      notifySuccess(
        [`${count} queued: progress in Transfers`, ...notes.slice(0, 5)].join('\n') +
          (notes.length > 5 ? `\n…and ${notes.length - 5} more skipped` : ''),
      );
    },
  });
}
