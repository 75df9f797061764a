import {
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageFile } from '@/lib/contract';
import { formatBytes, plural } from '@/lib/format';
import { useFindDuplicates } from '../api/find-duplicates';
import { useStorageUsage } from '../api/storage-usage';
import { folderView, searchOf } from '../utils/storage-location';

const bytes = (value: string | null) => (value === null ? 'unlimited' : formatBytes(Number(value)));

/** A link to the folder a file is in, where it can be acted on. */
function FileLink({ file }: { file: StorageFile }) {
  const folderId = file.parents[0];
  return folderId ? (
    <Anchor component={Link} to={`/storage${searchOf(folderView(folderId, file.driveId))}`} size="sm">
      {file.name}
    </Anchor>
  ) : (
    <Text size="sm">{file.name}</Text>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** Where the storage goes: the quota, My Store against the trash, the largest files, and duplicates on request. */
export function StorageUsagePanel() {
  const usage = useStorageUsage();
  const duplicates = useFindDuplicates();
  if (usage.error) return <ErrorAlert title="Could not read the storage quota" query={usage} />;
  if (!usage.data) return <Skeleton h={240} />;
  const { limit, usage: used, usageInStore, usageInTrash, largest } = usage.data;
  const share = limit === null || Number(limit) === 0 ? null : (Number(used) / Number(limit)) * 100;
  return (
    <Stack data-testid="storage-usage">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label="Used of the quota" value={`${bytes(used)} of ${bytes(limit)}`} testId="usage-total" />
        <Figure label="My Store" value={bytes(usageInStore)} testId="usage-store" />
        <Figure
          label="In the trash (empty it to free this)"
          value={bytes(usageInTrash)}
          testId="usage-trash"
        />
        <Figure label="Largest file" value={bytes(largest[0]?.size ?? '0')} testId="usage-largest" />
      </SimpleGrid>
      {share !== null && (
        <Progress value={share} color={share > 90 ? 'red' : 'blue'} aria-label="Quota used" />
      )}
      <Title order={4}>Largest files</Title>
      <Table data-testid="usage-largest-table">
        <Table.Tbody>
          {largest.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <FileLink file={file} />
              </Table.Td>
              <Table.Td ta="right">{bytes(file.size)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Title order={4}>Duplicates</Title>
        <Button
          size="xs"
          variant="default"
          loading={duplicates.isPending}
          onClick={() => duplicates.mutate()}
          data-testid="usage-find-duplicates"
        >
          Find files with the same content
        </Button>
      </Group>
      {duplicates.data && (
        <Stack gap="xs" data-testid="usage-duplicates">
          <Text size="sm" c="dimmed">
            {plural(duplicates.data.groups.length, 'group', 'groups')} of identical files (same MD5 and size)
            among {plural(duplicates.data.scanned, 'file', 'files')} you own.
          </Text>
          {duplicates.data.groups.slice(0, 50).map((group) => (
            <Card
              key={`${group.md5Checksum}:${group.size}`}
              withBorder
              padding="xs"
              data-testid="usage-duplicate-group"
            >
              <Text size="xs" c="dimmed">
                {group.files.length} copies of {bytes(group.size)} · MD5 {group.md5Checksum}
              </Text>
              <Group gap="md">
                {group.files.map((file) => (
                  <FileLink key={file.id} file={file} />
                ))}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
