import { Badge, Table, Text } from '@mantine/core';
import type { CheckpointRecord } from '@/lib/contract';
import { formatDateTime, formatUint64, shortHash } from '@/lib/format';
import { CONSISTENCY, SIGNATURE } from '@/features/log/utils/monitor-labels';

interface MonitorHistoryTableProps {
  records: CheckpointRecord[];
  onOpen: (record: CheckpointRecord) => void;
}

/**
 * Every checkpoint the monitor stored, newest first, coloured by how it relates to the last trusted one. A
 * tree head polls kept finding is one row, with when it was last seen.
 */
export function MonitorHistoryTable({ records, onOpen }: MonitorHistoryTableProps) {
  return (
    // No sideways scrolling: tree IDs and details wrap anywhere, so the table fits its card at any width.
    <Table highlightOnHover tabularNums verticalSpacing={4} data-testid="monitor-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fetched</Table.Th>
          <Table.Th>Shard</Table.Th>
          <Table.Th ta="right">Size</Table.Th>
          <Table.Th>Root</Table.Th>
          <Table.Th>Signature</Table.Th>
          <Table.Th>Consistency</Table.Th>
          <Table.Th>Detail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => {
          const consistency = CONSISTENCY[record.consistency];
          const signature = SIGNATURE[record.signature];
          return (
            <Table.Tr
              key={record.id}
              data-testid="monitor-history-row"
              data-consistency={record.consistency}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(record)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(record);
              }}
            >
              <Table.Td>
                {formatDateTime(record.fetchedAt)}
                {record.lastSeenAt > record.fetchedAt && (
                  <Text size="xs" c="dimmed" data-testid="monitor-history-last-seen">
                    unchanged until {formatDateTime(record.lastSeenAt)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className="verity-mono">{record.treeID}</Table.Td>
              <Table.Td ta="right">{formatUint64(record.size)}</Table.Td>
              <Table.Td className="verity-mono" title={record.rootHash}>
                {shortHash(record.rootHash)}
              </Table.Td>
              <Table.Td>
                <Badge color={signature.color} variant="light">
                  {signature.label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={consistency.color} variant={consistency.color === 'red' ? 'filled' : 'light'}>
                  {consistency.label}
                </Badge>
              </Table.Td>
              <Table.Td w="30%">
                <Text size="sm" lineClamp={3} title={record.detail} style={{ overflowWrap: 'anywhere' }}>
                  {record.detail}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
