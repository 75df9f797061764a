import type { StorageFile, StorageView } from '@/lib/contract';
import type { useChangeFiles } from '../api/change-files';
import { useCreateFolder } from '../api/create-folder';
import type { useDownloadFiles } from '../api/download-files';
import { useEmptyTrash } from '../api/empty-trash';
import { useMakeShortcut } from '../api/make-shortcut';
import { useRenameFile } from '../api/rename-file';
import { useShownStore } from '../hooks/use-shown-store';
import type { StorageAction } from '../utils/allowed-actions';
import { DeleteDialog } from './delete-dialog';
import { ExportDialog } from './export-dialog';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { ShareDialog } from './share-dialog';

/** The toolbar actions that ask something first, each in its own dialog. */
export type StorageDialog = Extract<
  StorageAction,
  'newFolder' | 'rename' | 'move' | 'copy' | 'shortcut' | 'delete' | 'emptyTrash' | 'export' | 'share'
>;

interface StorageDialogsProps {
  dialog: StorageDialog;
  view: StorageView;
  selection: StorageFile[];
  change: ReturnType<typeof useChangeFiles>;
  downloadFiles: ReturnType<typeof useDownloadFiles>;
  /** After a change is sent: the selection goes with what it named. */
  onDone: (clearSelection: boolean) => void;
  onClose: () => void;
}

/** The open dialog of the Storage page, acting on the view and the selection. */
export function StorageDialogs({
  dialog,
  view,
  selection,
  change,
  downloadFiles,
  onDone,
  onClose,
}: StorageDialogsProps) {
  const createFolder = useCreateFolder();
  const rename = useRenameFile();
  const emptyTrash = useEmptyTrash();
  const makeShortcut = useMakeShortcut();
  const shownStore = useShownStore(view);
  const store = shownStore && { id: shownStore.id, name: shownStore.name };
  const ids = selection.map((file) => file.id);
  const first = selection[0];

  switch (dialog) {
    case 'newFolder':
      return view.kind !== 'folder' ? null : (
        <NameDialog
          title="New folder"
          initial="Untitled folder"
          submitLabel="Create"
          pending={createFolder.isPending}
          error={createFolder.error}
          onSubmit={(name) => createFolder.mutate({ parentId: view.folderId, name }, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'rename':
      return !first ? null : (
        <NameDialog
          title={`Rename "${first.name}"`}
          initial={first.name}
          submitLabel="Rename"
          pending={rename.isPending}
          error={rename.error}
          onSubmit={(name) => rename.mutate({ fileId: first.id, name }, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'move':
    case 'copy':
      return (
        <MoveDialog
          verb={dialog === 'move' ? 'Move' : 'Copy'}
          store={store}
          // A folder cannot go into itself; a copy of a file may go beside it.
          movingIds={
            new Set(dialog === 'move' ? ids : selection.filter((file) => file.isFolder).map((f) => f.id))
          }
          onMove={(toFolderId) => {
            change.mutate({ action: dialog, input: { fileIds: ids, toFolderId } });
            onDone(false);
          }}
          onClose={onClose}
        />
      );
    case 'shortcut':
      return !first ? null : (
        <MoveDialog
          verb="Add shortcut"
          store={store}
          movingIds={new Set()}
          onMove={(folderId) => {
            makeShortcut.mutate({ targetId: first.id, folderId });
            onDone(false);
          }}
          onClose={onClose}
        />
      );
    case 'export':
      return !first ? null : (
        <ExportDialog
          file={first}
          pending={downloadFiles.isPending}
          error={downloadFiles.error}
          onExport={(exportMimeType) =>
            downloadFiles.mutate({ fileIds: [first.id], exportMimeType }, { onSuccess: onClose })
          }
          onClose={onClose}
        />
      );
    case 'share':
      return !first ? null : <ShareDialog file={first} onClose={onClose} />;
    case 'delete':
    case 'emptyTrash':
      return (
        <DeleteDialog
          names={dialog === 'delete' ? selection.map((file) => file.name) : null}
          onConfirm={() => {
            if (dialog === 'delete') change.mutate({ action: 'remove', input: { fileIds: ids } });
            else emptyTrash.mutate();
            onDone(true);
          }}
          onClose={onClose}
        />
      );
  }
}
