import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CopyValue } from '@/components/copy-value';
import type { ShardInfo } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';

/** Frozen shards of the log: their final sizes and roots still anchor old entries. */
export function InactiveShardsTable({ shards }: { shards: ShardInfo[] }) {
  if (shards.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="log-inactive-shards">
      <Stack gap="sm">
        <Title order={4}>Inactive shards ({shards.length})</Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover tabularNums>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tree ID</Table.Th>
                <Table.Th ta="right">Tree size</Table.Th>
                <Table.Th>Root hash</Table.Th>
                <Table.Th>Checkpoint origin</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shards.map((shard) => (
                <Table.Tr key={shard.treeID}>
                  <Table.Td className="verity-mono">{shard.treeID}</Table.Td>
                  <Table.Td ta="right">{formatUint64(shard.treeSize)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" className="verity-mono" span>
                      {shard.rootHash.slice(0, 16)}…
                    </Text>
                    <CopyValue value={shard.rootHash} label="Copy root hash" />
                  </Table.Td>
                  <Table.Td>{shard.checkpoint?.origin ?? shard.checkpointError ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
