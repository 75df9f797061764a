import { Table, Text } from '@mantine/core';

/** Headers in the order they crossed the wire; secrets are already redacted by the core. */
export function HeadersTable({ headers }: { headers: Array<[string, string]> }) {
  if (headers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No headers recorded.
      </Text>
    );
  }
  return (
    <Table withTableBorder layout="fixed" verticalSpacing={4}>
      <Table.Tbody>
        {headers.map(([name, value], index) => (
          <Table.Tr key={`${name}-${index}`}>
            <Table.Td w="32%" className="verity-mono" fw={600}>
              {name}
            </Table.Td>
            <Table.Td className="verity-mono">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
