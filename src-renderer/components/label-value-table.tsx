import { Table } from '@mantine/core';

interface LabelValueTableProps {
  rows: ReadonlyArray<readonly [string, string]>;
  labelWidth?: number;
}

/** Label → value pairs (report subjects, alert details), values in monospace and wrapping anywhere. */
export function LabelValueTable({ rows, labelWidth = 180 }: LabelValueTableProps) {
  if (rows.length === 0) return null;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={2}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={labelWidth}>{label}</Table.Th>
            <Table.Td className="verity-mono" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
