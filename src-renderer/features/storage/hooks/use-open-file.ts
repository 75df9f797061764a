import { useNavigate } from 'react-router';
import type { StorageFile } from '@/lib/contract';
import { notifyError } from '@/lib/notify';
import { useShortcutTarget } from '../api/shortcut-target';
import { folderView, searchOf } from '../utils/storage-location';

/**
 * What opening a row does: a folder opens (in its shared store when it is in one); a shortcut opens its folder, or the folder its file is in with the
 * file selected (`?select=`); any other file has nothing to open.
 */
export function useOpenFile() {
  const navigate = useNavigate();
  const shortcutTarget = useShortcutTarget();
  const openFolder = (folderId: string, storeId: string | null, select?: string) =>
    void navigate(
      `/storage${searchOf(folderView(folderId, storeId))}${select ? `${folderId === 'root' ? '?' : '&'}select=${encodeURIComponent(select)}` : ''}`,
    );
  return (file: StorageFile) => {
    if (file.isFolder) openFolder(file.id, file.driveId);
    else if (file.shortcutTargetId)
      shortcutTarget(file.shortcutTargetId).then(
        (target) =>
          target.isFolder
            ? openFolder(target.id, target.driveId)
            : openFolder(target.parents[0] ?? 'root', target.driveId, target.id),
        (error: unknown) => notifyError('Could not open the shortcut', error),
      );
  };
}
