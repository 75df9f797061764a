import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/confirm-button';
import type { AnalyticsGroupItem } from '@/features/analytics/api/list-group-items';
import { useRemoveGroupItem } from '@/features/analytics/api/remove-group-item';

/** A group's items, each with a way out of the group (journaled; the video or playlist itself stays). */
export function GroupItemsTable({ items }: { items: readonly AnalyticsGroupItem[] }) {
  const remove = useRemoveGroupItem();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="group-items-empty">
        No items yet: paste IDs or links below to add some.
      </Text>
    );
  return (
    <Table striped data-testid="group-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>ID</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid="group-item" data-resource-id={item.resourceId}>
            <Table.Td ff="monospace">
              {item.kind === 'youtube#video' ? (
                <Anchor component={Link} to={`/analytics/videos/${encodeURIComponent(item.resourceId)}`}>
                  {item.resourceId}
                </Anchor>
              ) : (
                item.resourceId
              )}
            </Table.Td>
            <Table.Td>{item.kind}</Table.Td>
            <Table.Td ta="right">
              <ConfirmButton
                size="compact-xs"
                variant="subtle"
                color="red"
                question={`Take ${item.resourceId} out of the group? The ${item.kind === 'youtube#playlist' ? 'playlist' : 'video'} itself is not touched; add it again to undo.`}
                confirmLabel="Remove"
                loading={remove.isPending && remove.variables.id === item.id}
                onConfirm={() => remove.mutate({ groupId: item.groupId, id: item.id })}
                data-testid="group-item-remove"
              >
                Remove
              </ConfirmButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
