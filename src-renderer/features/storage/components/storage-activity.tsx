import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageChange } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useWatchChanges } from '../api/watch-changes';
import { folderView, searchOf } from '../utils/storage-location';

function what(change: StorageChange): string {
  if (change.removed || !change.file) return 'Removed (deleted, or no longer shared with you)';
  if (change.file.trashed) return 'In the trash';
  return 'Changed';
}

/** A changed file, linked to the folder it is in now. */
function ChangedFile({ change }: { change: StorageChange }) {
  const folderId = change.file?.trashed ? null : change.file?.parents[0];
  const name = change.file?.name ?? change.fileId;
  if (!folderId) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/storage${searchOf(folderView(folderId, change.file?.driveId))}`} size="sm">
      {name}
    </Anchor>
  );
}

/** The changes feed, live while the view is open: what changed in the account's files since last time, newest first. */
export function StorageActivity() {
  const feed = useWatchChanges();
  return (
    <Stack gap="xs" data-testid="storage-activity">
      <Text size="sm" c="dimmed">
        Changes to your files since Verity last looked (the first time, since you opened this view), from any
        app or device, checked every few seconds while it is open. The Journal lists what Verity itself sent.
      </Text>
      <ErrorAlert title="Could not read the changes" query={feed} />
      {feed.isPending && <Loader size="sm" />}
      {feed.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="storage-activity-empty">
          No changes since Verity last looked.
        </Text>
      )}
      {feed.data && feed.data.length > 0 && (
        <Table>
          <Table.Tbody>
            {feed.data.map((change, index) => (
              <Table.Tr key={`${change.fileId}:${change.time}:${index}`} data-testid="storage-change">
                <Table.Td className="verity-mono" style={{ whiteSpace: 'nowrap' }}>
                  {change.time ? formatDateTime(Date.parse(change.time)) : '—'}
                </Table.Td>
                <Table.Td>
                  <ChangedFile change={change} />
                </Table.Td>
                <Table.Td>{what(change)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
