import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatUint64 } from '@/lib/format';
import type { AnalyticsGroup } from '@/features/analytics/api/list-groups';
import { itemTypeLabel } from './group-rules';

const publishedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface GroupsTableProps {
  groups: readonly AnalyticsGroup[];
  onOpen: (groupId: string) => void;
}

/** The account's groups: title (opens the group), item type, how many items, when it was made. */
export function GroupsTable({ groups, onOpen }: GroupsTableProps) {
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="groups-empty">
        This account has no groups yet. Make one above, then add videos or playlists to it: a group can filter
        any report to just its items.
      </Text>
    );
  return (
    <Table striped highlightOnHover data-testid="groups-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>Item type</Table.Th>
          <Table.Th ta="right">Items</Table.Th>
          <Table.Th>Published</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Table.Tr key={group.id} data-testid="group-row" data-group-id={group.id}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                onClick={() => onOpen(group.id)}
                data-testid="group-open"
              >
                {group.title || '(untitled)'}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" size="sm">
                {itemTypeLabel(group.itemType)}
              </Badge>
            </Table.Td>
            <Table.Td ta="right" data-testid="group-item-count">
              {formatUint64(group.itemCount)}
            </Table.Td>
            <Table.Td>
              {group.publishedAt ? publishedFormat.format(new Date(group.publishedAt)) : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
