import type { StorageFile, StorageView } from '@/lib/contract';
import { isGoogleType } from '@/lib/export-formats';

export type StorageAction =
  | 'newFolder'
  | 'rename'
  | 'move'
  | 'copy'
  | 'shortcut'
  | 'star'
  | 'unstar'
  | 'trash'
  | 'restore'
  | 'delete'
  | 'emptyTrash'
  | 'share'
  | 'details'
  | 'download'
  | 'export';

/** The actions the view and the selection allow: the selection's capabilities decide, for every file in it. */
export function allowedActions(view: StorageView, selection: readonly StorageFile[]): Set<StorageAction> {
  const all = (test: (file: StorageFile) => boolean) => selection.length > 0 && selection.every(test);
  const allowed = new Set<StorageAction>();
  if (view.kind === 'folder') allowed.add('newFolder');
  if (view.kind === 'trash') {
    allowed.add('emptyTrash');
    if (all((file) => file.capabilities.canUntrash)) allowed.add('restore');
  } else {
    if (selection.length === 1 && selection[0]!.capabilities.canRename) allowed.add('rename');
    if (all((file) => file.capabilities.canMoveItemWithinDrive)) allowed.add('move');
    if (selection.length > 0) allowed.add('copy');
    if (selection.length === 1) allowed.add('shortcut');
    if (all((file) => !file.starred)) allowed.add('star');
    if (all((file) => file.starred)) allowed.add('unstar');
    if (all((file) => file.capabilities.canTrash)) allowed.add('trash');
    // The dialog says why when the file's capabilities do not let the caller share it.
    if (selection.length === 1) allowed.add('share');
    // Folders download as every file under them; shortcuts have nothing of their own to download.
    if (all((file) => file.capabilities.canDownload && !file.shortcutTargetId)) allowed.add('download');
    const [only] = selection;
    if (
      selection.length === 1 &&
      only!.capabilities.canDownload &&
      !only!.isFolder &&
      isGoogleType(only!.mimeType)
    )
      allowed.add('export');
  }
  if (all((file) => file.capabilities.canDelete)) allowed.add('delete');
  return allowed;
}
