import { Table, Text } from '@mantine/core';
import { memo } from 'react';
import { SERVICE_LABELS, type ExchangeSummary } from '@/lib/contract';
import { formatBytes, formatClock, formatDuration } from '@/lib/format';
import { StatusBadge } from './status-badge';

interface ExchangeRowProps {
  exchange: ExchangeSummary;
  onOpen: (id: string) => void;
}

// Memoized: the live feed re-renders the table often, but existing rows do not change.
const ExchangeRow = memo(function ExchangeRow({ exchange, onOpen }: ExchangeRowProps) {
  return (
    <Table.Tr
      data-testid="activity-row"
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(exchange.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(exchange.id);
        }
      }}
    >
      <Table.Td className="verity-mono">{formatClock(exchange.startedAt)}</Table.Td>
      <Table.Td>{exchange.service ? SERVICE_LABELS[exchange.service] : '—'}</Table.Td>
      <Table.Td fw={600}>{exchange.method}</Table.Td>
      <Table.Td maw={0} w="40%">
        <Text size="sm" className="verity-mono" truncate="end" title={exchange.url}>
          {exchange.url}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge exchange={exchange} />
      </Table.Td>
      <Table.Td ta="right">{formatDuration(exchange.durationMs)}</Table.Td>
      <Table.Td ta="right">{formatBytes(exchange.responseBytes)}</Table.Td>
      <Table.Td ta="right">{exchange.attempt}</Table.Td>
    </Table.Tr>
  );
});

interface ExchangeTableProps {
  exchanges: ExchangeSummary[];
  onOpen: (id: string) => void;
}

export function ExchangeTable({ exchanges, onOpen }: ExchangeTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover stickyHeader tabularNums verticalSpacing={6} data-testid="activity-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Duration</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th ta="right">Attempt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exchanges.map((exchange) => (
            <ExchangeRow key={exchange.id} exchange={exchange} onOpen={onOpen} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
