import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { ServiceBaseUrl } from '@/components/service-base-url';
import type { StorageFile } from '@/lib/contract';
import { useChangeFiles } from '../api/change-files';
import { useDownloadFiles } from '../api/download-files';
import { loadMoreOf, useFileList } from '../api/list-files';
import { useOpenFile } from '../hooks/use-open-file';
import { useShownStore } from '../hooks/use-shown-store';
import { useListSort } from '../stores/list-sort-store';
import { useStorageSelection } from '../stores/storage-selection-store';
import { allowedActions, type StorageAction } from '../utils/allowed-actions';
import { detailsTarget } from '../utils/details-target';
import { byRelevance, defaultSort, nextSort, orderByOf } from '../utils/list-sort';
import { panelOf, searchOf, viewOf } from '../utils/storage-location';
import { DetailsDrawer } from './details-drawer';
import { FilesList } from './files-list';
import { SaveSearch } from './saved-searches';
import { SearchBuilder } from './search-builder';
import { StorageDialogs, type StorageDialog } from './storage-dialogs';
import { StorageActivity } from './storage-activity';
import { StorageBreadcrumbs } from './storage-breadcrumbs';
import { StorageNav } from './storage-nav';
import { SentQuery, StorageSearch } from './storage-search';
import { StorageToolbar } from './storage-toolbar';
import { StorageUpload } from './storage-upload';
import { StorageUsagePanel } from './storage-usage-panel';

/**
 * The Storage page: a view (My Store's or a shared store's folders, Shared with me, Starred, Trash or a
 * search) and its files.
 */
export function StoragePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => viewOf(params), [params]);
  const panel = panelOf(params);
  const { picked, pick } = useListSort();
  const sort = byRelevance(view) ? null : (picked ?? defaultSort(view));
  const orderBy = orderByOf(sort ?? defaultSort(view));
  const list = useFileList(view, orderBy, panel === null);
  const files = useMemo(() => (list.data?.pages ?? []).flatMap((page) => page.files), [list.data]);
  const names = useMemo(() => new Map(files.map((file) => [file.id, file.name])), [files]);
  const { selected, clear } = useStorageSelection();
  const selection = files.filter((file) => selected.has(file.id));
  const allowed = allowedActions(view, selection);
  if (detailsTarget(selection)) allowed.add('details');
  // In a shared store the caller's role decides whether anything can be added (readers and commenters not).
  const store = useShownStore(view);
  const canAdd = store?.capabilities.canAddChildren ?? true;
  if (!canAdd) allowed.delete('newFolder');
  const [dialog, setDialog] = useState<StorageDialog | null>(null);
  const [detailsOf, setDetailsOf] = useState<StorageFile | null>(null);
  const change = useChangeFiles(names);
  const downloadFiles = useDownloadFiles();
  const ids = selection.map((file) => file.id);

  // A new view starts with nothing selected.
  useEffect(() => clear(), [view, clear]);

  const open = useOpenFile();
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
              {view.kind === 'folder' && canAdd && <StorageUpload folderId={view.folderId} />}
            </StorageToolbar>
            {view.kind === 'folder' && <StorageBreadcrumbs folderId={view.folderId} onDrop={move} />}
            <ErrorAlert title="Could not list these files" query={list} testId="storage-error" />
            {list.isPending ? (
              <Skeleton h={240} />
            ) : (
              list.data && (
                <>
                  {files.length === 0 ? (
                    <Text c="dimmed" size="sm" data-testid="storage-empty">
                      {view.kind === 'trash' ? 'The trash is empty.' : 'Nothing here.'}
                    </Text>
                  ) : (
                    <FilesList
                      files={files}
                      hasMore={list.hasNextPage}
                      loadingMore={list.isFetching}
                      loadMore={loadMoreOf(list)}
                      onOpen={open}
                      onMove={view.kind === 'trash' ? null : (fileIds, folder) => move(fileIds, folder.id)}
                      onDeleteKey={() => onAction(view.kind === 'trash' ? 'delete' : 'trash')}
                      onRenameKey={() => allowed.has('rename') && setDialog('rename')}
                      onDetailsKey={() => allowed.has('details') && onAction('details')}
                      sort={sort}
                      onSort={(column) => sort && pick(nextSort(sort, column))}
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
      {dialog && (
        <StorageDialogs
          dialog={dialog}
          view={view}
          selection={selection}
          change={change}
          downloadFiles={downloadFiles}
          onDone={(clearSelection) => {
            if (clearSelection) clear();
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
