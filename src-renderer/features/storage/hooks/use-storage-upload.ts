import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { queueUpload } from '@/lib/browser-uploads';
import { VerityError } from '@/lib/contract';
import { describeError } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { useMakeFolders } from '../api/make-folders';
import { folderPathOf, folderPathsOf, relativePathOf } from '../utils/upload-paths';

/** Says which files were not queued and why (the first few; the count of the rest). */
function reportRefused(refused: ReadonlyArray<{ path: string; reason: string }>): void {
  if (refused.length === 0) return;
  const shown = refused.slice(0, 5).map(({ path, reason }) => `${path}: ${reason}`);
  if (refused.length > shown.length) shown.push(`and ${refused.length - shown.length} more`);
  notifications.show({
    color: 'red',
    title: `${refused.length} file${refused.length === 1 ? ' was' : 's were'} not queued for upload`,
    message: shown.join('\n'),
    autoClose: false,
  });
}

/**
 * Uploads files and folders into the folder shown: a folder's tree is made first (every folder it holds, each
 * journaled), then each file is queued into its own folder; in the headless host the page streams each file.
 * A file refused is reported with the reason, and the rest go on.
 */
export function useStorageUpload(folderId: string) {
  const queryClient = useQueryClient();
  const makeFolders = useMakeFolders();
  const [queueing, setQueueing] = useState(false);

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setQueueing(true);
    try {
      const idOf = new Map([['', folderId]]);
      const paths = folderPathsOf(files);
      if (paths.length > 0) {
        const { folders } = await makeFolders.mutateAsync({ parentId: folderId, paths });
        for (const folder of folders) idOf.set(folder.path, folder.id);
      }
      const problems: Array<{ path: string; reason: string }> = [];
      for (const file of files) {
        const path = folderPathOf(file);
        try {
          await queueUpload(file, { service: 'storage', folder: { id: idOf.get(path)!, path } });
        } catch (error) {
          const { message, hint } = describeError(error);
          // Verity's refusals come with a next step; the page's own (a file too large) say it already.
          const reason = error instanceof VerityError ? `${message} ${hint}` : message;
          problems.push({ path: relativePathOf(file), reason });
        }
      }
      reportRefused(problems);
    } catch (error) {
      notifyError('Could not make the folders of the upload', error);
    } finally {
      setQueueing(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.transfers });
    }
  };

  return { upload, queueing };
}
