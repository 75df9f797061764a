import { Button, Table, Text } from '@mantine/core';
import type { Dashboard } from '@/features/analytics/api/list-dashboards';

const UPDATED = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The saved dashboards, newest change first. */
export function DashboardList({
  dashboards,
  onOpen,
}: {
  dashboards: Dashboard[];
  onOpen: (id: string) => void;
}) {
  if (dashboards.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="dashboards-empty">
        No dashboards yet.
      </Text>
    );
  const sorted = dashboards.toSorted((a, b) => b.updatedAt - a.updatedAt);
  return (
    <Table highlightOnHover data-testid="dashboards-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Tiles</Table.Th>
          <Table.Th>Changed</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((dashboard) => (
          <Table.Tr key={dashboard.id} data-testid="dashboards-row">
            <Table.Td>{dashboard.name}</Table.Td>
            <Table.Td>{dashboard.tiles.length}</Table.Td>
            <Table.Td>{UPDATED.format(dashboard.updatedAt)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onOpen(dashboard.id)}
                data-testid="dashboards-open"
              >
                Open
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
