import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { notifyError } from '@/lib/notify';
import { PageHeader } from '@/components/page-header';
import { ServiceBaseUrl } from '@/components/service-base-url';
import type { StorageFile } from '@/lib/contract';
import { useChangeFiles } from '../api/change-files';
import { useCreateFolder } from '../api/create-folder';
import { useDownloadFiles } from '../api/download-files';
import { useEmptyTrash } from '../api/empty-trash';
import { useFileList } from '../api/list-files';
import { useMakeShortcut } from '../api/make-shortcut';
import { useRenameFile } from '../api/rename-file';
import { useShortcutTarget } from '../api/shortcut-target';
import { useStorageSelection } from '../stores/storage-selection-store';
import { allowedActions, type StorageAction } from '../utils/allowed-actions';
import { detailsTarget } from '../utils/details-target';
import { panelOf, searchOf, viewOf } from '../utils/storage-location';
import { DeleteDialog } from './delete-dialog';
import { DetailsDrawer } from './details-drawer';
import { ExportDialog } from './export-dialog';
import { FilesList } from './files-list';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { SaveSearch } from './saved-searches';
import { SearchBuilder } from './search-builder';
import { StorageActivity } from './storage-activity';
import { StorageBreadcrumbs } from './storage-breadcrumbs';
import { StorageNav } from './storage-nav';
import { ShareDialog } from './share-dialog';
import { SentQuery, StorageSearch } from './storage-search';
import { StorageToolbar } from './storage-toolbar';
import { StorageUpload } from './storage-upload';
import { StorageUsagePanel } from './storage-usage-panel';

type Dialog =
  'newFolder' | 'rename' | 'move' | 'copy' | 'shortcut' | 'delete' | 'emptyTrash' | 'export' | 'share' | null;

/** The Storage page: a view (My Store's folders, Shared with me, Starred, Trash or a search) and its files. */
export function StoragePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => viewOf(params), [params]);
  const panel = panelOf(params);
  const orderBy = view.kind === 'trash' ? 'modifiedTime desc' : 'folder,name_natural';
  const list = useFileList(view, orderBy, panel === null);
  const files = useMemo(() => (list.data?.pages ?? []).flatMap((page) => page.files), [list.data]);
  const names = useMemo(() => new Map(files.map((file) => [file.id, file.name])), [files]);
  const { selected, clear } = useStorageSelection();
  const selection = files.filter((file) => selected.has(file.id));
  const allowed = allowedActions(view, selection);
  if (detailsTarget(selection)) allowed.add('details');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [detailsOf, setDetailsOf] = useState<StorageFile | null>(null);
  const change = useChangeFiles(names);
  const createFolder = useCreateFolder();
  const rename = useRenameFile();
  const emptyTrash = useEmptyTrash();
  const downloadFiles = useDownloadFiles();
  const ids = selection.map((file) => file.id);

  // A new view starts with nothing selected.
  useEffect(() => clear(), [view, clear]);

  // The service may answer a page with no files while more remain (its scan stops early): ask on until files
  // come or the pages end, rather than saying there is nothing.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const emptySoFar = files.length === 0 && hasNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (emptySoFar && !isFetchingNextPage) void fetchNextPage();
  }, [emptySoFar, isFetchingNextPage, fetchNextPage]);

  const makeShortcut = useMakeShortcut();
  const shortcutTarget = useShortcutTarget();
  const openFolder = (folderId: string, select?: string) =>
    void navigate(
      `/storage${searchOf({ kind: 'folder', folderId })}${select ? `${folderId === 'root' ? '?' : '&'}select=${encodeURIComponent(select)}` : ''}`,
    );
  const open = (file: StorageFile) => {
    if (file.isFolder) openFolder(file.id);
    else if (file.shortcutTargetId)
      // A shortcut opens its folder, or the folder its file is in with the file selected.
      shortcutTarget(file.shortcutTargetId).then(
        (target) =>
          target.isFolder ? openFolder(target.id) : openFolder(target.parents[0] ?? 'root', target.id),
        (error: unknown) => notifyError('Could not open the shortcut', error),
      );
  };
  const search = (q: string) => void navigate(`/storage${searchOf({ kind: 'search', q })}`);
  const move = (fileIds: string[], toFolderId: string) =>
    change.mutate({ action: 'move', input: { fileIds, toFolderId } });

  function onAction(action: StorageAction) {
    if (action === 'details') {
      setDetailsOf(detailsTarget(selection));
      return;
    }
    if (action === 'star' || action === 'unstar')
      change.mutate({ action: 'star', input: { fileIds: ids, starred: action === 'star' } });
    else if (action === 'download') downloadFiles.mutate({ fileIds: ids });
    else if (action === 'trash' || action === 'restore') {
      change.mutate({ action, input: { fileIds: ids } });
      clear();
    } else setDialog(action);
  }

  return (
    <Stack gap="md" data-testid="page-storage">
      <PageHeader
        title="Storage"
        description="Your store's files and folders: browse, search, organise; moving to the trash can be undone, deleting forever cannot."
      />
      <ServiceBaseUrl service="storage" />
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <StorageNav view={panel ?? view} />
        {panel ? (
          <div style={{ flex: 1, minWidth: 0 }}>
            {panel === 'usage' ? <StorageUsagePanel /> : <StorageActivity />}
          </div>
        ) : (
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <StorageSearch onSearch={search} />
              <SearchBuilder onSearch={search} />
            </Group>
            {/* A line of its own, so buttons coming and going with the selection never move the rows. */}
            <StorageToolbar allowed={allowed} onAction={onAction}>
              {view.kind === 'folder' && <StorageUpload folderId={view.folderId} />}
            </StorageToolbar>
            {view.kind === 'folder' && <StorageBreadcrumbs folderId={view.folderId} onDrop={move} />}
            <ErrorAlert title="Could not list these files" query={list} testId="storage-error" />
            {list.isPending ? (
              <Skeleton h={240} />
            ) : (
              list.data && (
                <>
                  {emptySoFar ? (
                    <Skeleton h={120} data-testid="storage-searching" />
                  ) : files.length === 0 ? (
                    <Text c="dimmed" size="sm" data-testid="storage-empty">
                      {view.kind === 'trash' ? 'The trash is empty.' : 'Nothing here.'}
                    </Text>
                  ) : (
                    <FilesList
                      files={files}
                      hasMore={list.hasNextPage}
                      loadingMore={list.isFetchingNextPage}
                      loadMore={() => void list.fetchNextPage()}
                      onOpen={open}
                      onMove={view.kind === 'trash' ? null : (fileIds, folder) => move(fileIds, folder.id)}
                      onDeleteKey={() => onAction(view.kind === 'trash' ? 'delete' : 'trash')}
                      onRenameKey={() => allowed.has('rename') && setDialog('rename')}
                      onDetailsKey={() => allowed.has('details') && onAction('details')}
                      reveal={params.get('select')}
                    />
                  )}
                  <Group justify="space-between">
                    <Group gap="xs">
                      <SentQuery q={list.data.pages[0]!.q} />
                      {view.kind === 'search' && <SaveSearch q={view.q} />}
                    </Group>
                    <Text size="xs" c="dimmed" data-testid="storage-count">
                      {files.length.toLocaleString()} shown{list.hasNextPage ? ', more as you scroll' : ''}
                      {selection.length > 0 ? ` · ${selection.length.toLocaleString()} selected` : ''}
                    </Text>
                  </Group>
                </>
              )
            )}
          </Stack>
        )}
      </Group>
      {detailsOf && <DetailsDrawer file={detailsOf} onClose={() => setDetailsOf(null)} />}
      {dialog === 'newFolder' && view.kind === 'folder' && (
        <NameDialog
          title="New folder"
          initial="Untitled folder"
          submitLabel="Create"
          pending={createFolder.isPending}
          error={createFolder.error}
          onSubmit={(name) =>
            createFolder.mutate({ parentId: view.folderId, name }, { onSuccess: () => setDialog(null) })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && selection[0] && (
        <NameDialog
          title={`Rename "${selection[0].name}"`}
          initial={selection[0].name}
          submitLabel="Rename"
          pending={rename.isPending}
          error={rename.error}
          onSubmit={(name) =>
            rename.mutate({ fileId: selection[0]!.id, name }, { onSuccess: () => setDialog(null) })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'move' && (
        <MoveDialog
          movingIds={new Set(ids)}
          onMove={(folderId) => {
            move(ids, folderId);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'copy' && (
        <MoveDialog
          verb="Copy"
          movingIds={new Set(ids.filter((id) => selection.find((file) => file.id === id)?.isFolder))}
          onMove={(toFolderId) => {
            change.mutate({ action: 'copy', input: { fileIds: ids, toFolderId } });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'shortcut' && selection[0] && (
        <MoveDialog
          verb="Add shortcut"
          movingIds={new Set()}
          onMove={(folderId) => {
            makeShortcut.mutate({ targetId: selection[0]!.id, folderId });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'export' && selection[0] && (
        <ExportDialog
          file={selection[0]}
          pending={downloadFiles.isPending}
          error={downloadFiles.error}
          onExport={(exportMimeType) =>
            downloadFiles.mutate(
              { fileIds: [selection[0]!.id], exportMimeType },
              { onSuccess: () => setDialog(null) },
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'share' && selection[0] && (
        <ShareDialog file={selection[0]} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'delete' || dialog === 'emptyTrash') && (
        <DeleteDialog
          names={dialog === 'delete' ? selection.map((file) => file.name) : null}
          onConfirm={() => {
            if (dialog === 'delete') change.mutate({ action: 'remove', input: { fileIds: ids } });
            else emptyTrash.mutate();
            clear();
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
