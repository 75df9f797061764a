import { Table, Text } from '@mantine/core';
import { HashValue } from '@/components/hash-value';
import type { MonitoredLog } from '@/lib/contract';
import { formatDateTime, formatUint64 } from '@/lib/format';

/** Per shard: how many checkpoints are stored and the last one trusted (the base for the next consistency proof). */
export function MonitorShardsTable({ shards }: { shards: MonitoredLog['shards'] }) {
  if (shards.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No checkpoint stored yet.
      </Text>
    );
  }
  return (
    <Table tabularNums verticalSpacing={4} data-testid="monitor-shards">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Shard (tree ID)</Table.Th>
          <Table.Th ta="right">Checkpoints</Table.Th>
          <Table.Th ta="right">Last trusted size</Table.Th>
          <Table.Th>Last trusted root</Table.Th>
          <Table.Th>Fetched</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shards.map((shard) => (
          <Table.Tr key={shard.treeID}>
            <Table.Td className="verity-mono">{shard.treeID}</Table.Td>
            <Table.Td ta="right">{shard.checkpoints.toLocaleString()}</Table.Td>
            <Table.Td ta="right">{shard.lastTrusted ? formatUint64(shard.lastTrusted.size) : '—'}</Table.Td>
            <Table.Td>
              {shard.lastTrusted ? (
                <HashValue value={shard.lastTrusted.rootHash} copyLabel="Copy root hash" />
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              {shard.lastTrusted ? formatDateTime(shard.lastTrusted.fetchedAt) : 'none trusted yet'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
