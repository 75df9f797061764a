import { Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GenaiFile } from '@/lib/contract';
import { formatBytes } from '@/lib/format';
import { useNow } from '@/hooks/use-now';
import { useFilesViewStore } from '../stores/files-view-store';
import { expiryLeft, type FileSortKey } from '../utils/file-rows';
import { FileActions } from './file-actions';
import { FileStateBadge } from './file-state-badge';
import { HashCheck } from './hash-check';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (time: string | null) => {
  const at = time === null ? NaN : Date.parse(time);
  return Number.isNaN(at) ? (time ?? '—') : dateTime.format(at);
};

function SortHeader({ sortKey, children }: { sortKey: FileSortKey; children: ReactNode }) {
  const sort = useFilesViewStore((state) => state.sort);
  const sortBy = useFilesViewStore((state) => state.sortBy);
  const active = sort.key === sortKey;
  const Icon = !active ? IconSelector : sort.descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <UnstyledButton onClick={() => sortBy(sortKey)} data-testid={`files-sort-${sortKey}`}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {children}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The files of the current page, as filtered and sorted; expiry counts down live. */
export function FilesTable({ files }: { files: GenaiFile[] }) {
  const now = useNow();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing={6} data-testid="files-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="displayName">Display name</SortHeader>
            <SortHeader sortKey="name">Name</SortHeader>
            <SortHeader sortKey="mimeType">Type</SortHeader>
            <SortHeader sortKey="size">Size</SortHeader>
            <Table.Th>State</Table.Th>
            <SortHeader sortKey="expires">Expires in</SortHeader>
            <Table.Th>
              <Tooltip label="The service's SHA-256 against the one computed while uploading" withArrow>
                <Text size="sm" fw={600}>
                  SHA-256
                </Text>
              </Tooltip>
            </Table.Th>
            <SortHeader sortKey="created">Created</SortHeader>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.name} data-testid="file-row" data-name={file.name}>
              <Table.Td>
                <Text size="sm" truncate="end" maw={240} title={file.displayName ?? undefined}>
                  {file.displayName ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {file.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{file.mimeType}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={`${file.sizeBytes.toLocaleString()} bytes`}>
                  {formatBytes(file.sizeBytes)}
                </Text>
              </Table.Td>
              <Table.Td>
                <FileStateBadge file={file} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={file.expirationTime ?? undefined}>
                  {expiryLeft(file.expirationTime, now)}
                </Text>
              </Table.Td>
              <Table.Td>
                <HashCheck file={file} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatTime(file.createTime)}</Text>
              </Table.Td>
              <Table.Td>
                <FileActions file={file} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
