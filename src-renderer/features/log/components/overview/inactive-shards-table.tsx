import { ActionIcon, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { HashValue } from '@/components/hash-value';
import type { ShardInfo } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import { CheckpointCard } from './checkpoint-card';
import { VerificationBadge } from './checkpoint-verification';

/** Frozen shards of the log: their final sizes and roots still anchor old entries. Rows open the checkpoint. */
export function InactiveShardsTable({ shards }: { shards: ShardInfo[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (shards.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="log-inactive-shards">
      <Stack gap="sm">
        <Title order={4}>Inactive shards ({shards.length})</Title>
        <Text size="xs" c="dimmed">
          Entries keep their global index across shards: a shard’s first entry follows the last of the one
          before.
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover tabularNums>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36} />
                <Table.Th>Tree ID</Table.Th>
                <Table.Th ta="right">Tree size</Table.Th>
                <Table.Th>Root hash</Table.Th>
                <Table.Th>Checkpoint origin</Table.Th>
                <Table.Th>Signature</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shards.map((shard) => {
                const expanded = open === shard.treeID;
                return (
                  <Fragment key={shard.treeID}>
                    <Table.Tr data-testid="inactive-shard-row">
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => setOpen(expanded ? null : shard.treeID)}
                          aria-label={expanded ? 'Hide checkpoint' : 'Show checkpoint'}
                          aria-expanded={expanded}
                        >
                          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td className="verity-mono">{shard.treeID}</Table.Td>
                      <Table.Td ta="right">{formatUint64(shard.treeSize)}</Table.Td>
                      <Table.Td>
                        <HashValue value={shard.rootHash} copyLabel="Copy root hash" />
                      </Table.Td>
                      <Table.Td>{shard.checkpoint?.origin ?? shard.checkpointError ?? '—'}</Table.Td>
                      <Table.Td>
                        <VerificationBadge shard={shard} />
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <CheckpointCard
                            shard={shard}
                            title={`Checkpoint of shard ${shard.treeID}`}
                            testId="inactive-shard-checkpoint"
                          />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
