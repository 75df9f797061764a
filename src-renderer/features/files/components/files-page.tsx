import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsTransferUp, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { isActiveTransfer, useTransfers, useWaitsForFile } from '@/hooks/use-transfers';
import { plural } from '@/lib/format';
import { useTransfersDrawerStore } from '@/stores/transfers-drawer-store';
import { useFiles } from '../api/list-files';
import { useUploadFiles } from '../hooks/use-upload-files';
import { useFilesViewStore } from '../stores/files-view-store';
import { typeChoices, visibleFiles } from '../utils/file-rows';
import { listProblemHint, needsCredentials } from '../utils/list-problem';
import { FilesFilterBar } from './files-filter-bar';
import { FilesPager } from './files-pager';
import { FilesTable } from './files-table';
import { UploadZone } from './upload-zone';

/** The generation service's Files API for the active profile: upload, watch processing, use in chat, delete. */
export function FilesPage() {
  const pages = useFilesViewStore((state) => state.pages);
  const filter = useFilesViewStore((state) => state.filter);
  const sort = useFilesViewStore((state) => state.sort);
  const pageToken = pages[pages.length - 1] ?? null;
  const files = useFiles(pageToken);
  const uploads = useUploadFiles();
  const transfers = useTransfers().data?.transfers ?? [];
  const openDrawer = useTransfersDrawerStore((state) => state.open);
  const waitsForFile = useWaitsForFile();

  const uploading = transfers.filter(
    (transfer) => transfer.service === 'genai' && isActiveTransfer(transfer) && !waitsForFile(transfer),
  );
  const waitingForFile = transfers.filter(waitsForFile);
  const all = files.data?.files ?? [];
  const shown = visibleFiles(all, filter, sort);
  const types = typeChoices(all);
  const filtered = filter.text.trim() !== '' || filter.type !== '';

  return (
    <Stack gap="md" data-testid="page-files">
      <PageHeader
        title="Files"
        description="Files of the generation service's Files API for the active profile: uploaded with a SHA-256 checked against the service's, usable in the chat once ACTIVE, kept by the service for 48 hours."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsTransferUp size={16} />}
              onClick={openDrawer}
              data-testid="files-show-transfers"
            >
              Transfers
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={files.isFetching}
              onClick={() => void files.refetch()}
              data-testid="files-refresh"
            >
              Refresh
            </Button>
          </>
        }
      />
      <UploadZone onFiles={(picked) => void uploads.upload(picked)} busy={uploads.queueing} />
      {uploads.refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title="Not uploaded"
          withCloseButton
          onClose={uploads.dismiss}
          data-testid="files-refused"
        >
          {uploads.refused.map((refused) => (
            <Text size="sm" key={refused.name}>
              {refused.name}: {refused.reason}
            </Text>
          ))}
        </Alert>
      )}
      {(uploading.length > 0 || waitingForFile.length > 0) && (
        <Alert
          color={waitingForFile.length > 0 ? 'yellow' : 'blue'}
          variant="light"
          data-testid="files-uploading"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {uploading.length > 0 && `${plural(uploading.length, 'upload', 'uploads')} in progress. `}
              {waitingForFile.length > 0 &&
                `${plural(waitingForFile.length, 'upload needs', 'uploads need')} its file again (the page that sent it was reloaded): pick it in Transfers to go on.`}
            </Text>
            <Button size="xs" variant="light" onClick={openDrawer}>
              Show transfers
            </Button>
          </Group>
        </Alert>
      )}
      <ErrorAlert
        title="Could not list the files"
        query={files}
        hint={files.error ? listProblemHint(files.error) : undefined}
        actions={
          files.error && needsCredentials(files.error) ? (
            <Button size="xs" variant="light" color="red" component={Link} to="/settings">
              Settings → Credentials
            </Button>
          ) : undefined
        }
        testId="files-error"
      />
      {files.isPending && (
        <Stack gap={6} aria-busy="true" data-testid="files-loading">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={30} />
          ))}
        </Stack>
      )}
      {files.isSuccess && all.length === 0 && pages.length === 1 && (
        <Text c="dimmed" size="sm" data-testid="files-empty">
          No files yet for this profile. Drop files above or choose them to upload; PDFs, audio, video and
          anything over the chat's inline limit can then be used in the chat.
        </Text>
      )}
      {all.length > 0 && (
        <>
          <FilesFilterBar
            types={filter.type && !types.includes(filter.type) ? [filter.type, ...types] : types}
          />
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="files-none-match">
              No file on this page matches the filter. Clear it, or look on the other pages.
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" data-testid="files-count">
                {filtered
                  ? `${shown.length} of ${plural(all.length, 'file', 'files')} on this page match`
                  : `${plural(all.length, 'file', 'files')} on this page`}
              </Text>
              <FilesTable files={shown} />
            </>
          )}
        </>
      )}
      <FilesPager nextPageToken={files.data?.nextPageToken ?? null} />
    </Stack>
  );
}
