import { Badge, Button, Group, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageFile, StorageRevision } from '@/lib/contract';
import { formatBytes, formatDateTime, shortHash } from '@/lib/format';
import { useDeleteRevision } from '../api/delete-revision';
import { useDownloadFiles } from '../api/download-files';
import { useKeepRevision } from '../api/keep-revision';
import { useRevisions } from '../api/list-revisions';
import { useUndoNotice } from '../hooks/use-undo-notice';
import { deleteBlocker, downloadBlocker, keepBlocker, newestFirst } from '../utils/version-rules';

/** A control that is off for a reason: the reason shows on hover. */
function Because({ reason, children }: { reason: string | null; children: ReactElement }) {
  return reason ? (
    <Tooltip label={reason} multiline w={260}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
}

function VersionRow({ file, revision }: { file: StorageFile; revision: StorageRevision }) {
  const fileId = file.id;
  const keep = useKeepRevision();
  const remove = useDeleteRevision();
  const download = useDownloadFiles();
  const cannotDownload = downloadBlocker(revision, file.capabilities.canDownload);
  const undoNotice = useUndoNotice();
  const cannotKeep = keepBlocker(revision);
  const cannotDelete = deleteBlocker(revision);

  const setKeep = (keepForever: boolean) =>
    keep.mutate(
      { fileId, revisionId: revision.id, keepForever },
      {
        onSuccess: ({ opId }) =>
          undoNotice(keepForever ? 'Version kept forever' : 'Version no longer kept forever', opId),
      },
    );

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="storage-version"
      data-revision={revision.id}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {revision.modifiedTime ? formatDateTime(Date.parse(revision.modifiedTime)) : 'Time unknown'}
          </Text>
          {revision.isHead && (
            <Badge size="xs" variant="light">
              Current
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {[
            revision.lastModifyingUser
              ? `${revision.lastModifyingUser.name}${revision.lastModifyingUser.me ? ' (you)' : ''}`
              : 'Someone',
            revision.size === null ? null : formatBytes(Number(revision.size)),
            revision.originalFilename,
            revision.md5Checksum ? `MD5 ${shortHash(revision.md5Checksum)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Because reason={cannotKeep}>
          <Switch
            size="xs"
            label="Keep forever"
            checked={revision.keepForever === true}
            disabled={cannotKeep !== null || keep.isPending}
            onChange={(event) => setKeep(event.currentTarget.checked)}
            data-testid="storage-version-keep"
          />
        </Because>
        <Because reason={cannotDownload}>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconDownload size={14} />}
            disabled={cannotDownload !== null}
            loading={download.isPending}
            onClick={() => download.mutate({ fileIds: [fileId], revisionId: revision.id })}
            data-testid="storage-version-download"
          >
            Download
          </Button>
        </Because>
        <Because reason={cannotDelete}>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={cannotDelete !== null}
            loading={remove.isPending}
            question="Delete this version for good? Its content cannot be brought back."
            confirmLabel="Delete version"
            onConfirm={() => remove.mutate({ fileId, revisionId: revision.id })}
            data-testid="storage-version-delete"
          >
            Delete
          </ConfirmButton>
        </Because>
      </Group>
    </Group>
  );
}

/** The file's versions, newest first: download one, keep it forever, or delete one that is not the current one. */
export function VersionsPanel({ file }: { file: StorageFile }) {
  const revisions = useRevisions(file.id);
  return (
    <Stack gap="xs" data-testid="storage-versions">
      <Text size="xs" c="dimmed">
        Versions not kept forever are removed 30 days after a newer one is uploaded.
      </Text>
      <ErrorAlert title="Could not list the versions" query={revisions} />
      {revisions.isPending && <Skeleton h={120} />}
      {revisions.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          This file has no versions of its own.
        </Text>
      )}
      {revisions.data &&
        newestFirst(revisions.data).map((revision) => (
          <VersionRow key={revision.id} file={file} revision={revision} />
        ))}
    </Stack>
  );
}
