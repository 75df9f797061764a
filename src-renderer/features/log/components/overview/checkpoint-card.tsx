import { Alert, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CopyValue } from '@/components/copy-value';
import { MonoValue } from '@/components/mono-value';
import type { ShardInfo } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import { AlertItem } from '../monitor/alert-item';
import { CheckpointVerification } from './checkpoint-verification';

interface CheckpointCardProps {
  shard: ShardInfo;
  title?: string;
  testId?: string;
}

/**
 * A shard's signed tree head: the signature check, any open alert about the
 * shard with its evidence, the parsed fields, and the exact text the log signed.
 */
export function CheckpointCard({
  shard,
  title = 'Checkpoint',
  testId = 'log-checkpoint',
}: CheckpointCardProps) {
  const checkpoint = shard.checkpoint;
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="md">
        <Title order={4}>{title}</Title>
        <CheckpointVerification shard={shard} />
        {shard.alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} testId="checkpoint-alert" />
        ))}
        {checkpoint ? (
          <Table variant="vertical" withTableBorder={false} layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Origin</Table.Th>
                <Table.Td className="verity-mono">{checkpoint.origin}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Td>{formatUint64(checkpoint.size)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Root hash</Table.Th>
                <Table.Td>
                  <MonoValue value={checkpoint.rootHash} />
                </Table.Td>
              </Table.Tr>
              {checkpoint.extensions.length > 0 && (
                <Table.Tr>
                  <Table.Th>Extensions</Table.Th>
                  <Table.Td>
                    {checkpoint.extensions.map((line) => (
                      <Text key={line} size="sm" className="verity-mono">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        ) : (
          <Alert color="yellow" title="The checkpoint could not be parsed">
            {shard.checkpointError ?? 'The log returned a signed tree head Verity could not read.'} The raw
            text is shown below.
          </Alert>
        )}
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Signed tree head (raw)
            </Text>
            <CopyValue value={shard.signedTreeHead} label="Copy signed tree head" />
          </Group>
          <Code block data-testid={testId === 'log-checkpoint' ? 'log-signed-tree-head' : undefined}>
            {shard.signedTreeHead}
          </Code>
        </Stack>
      </Stack>
    </Paper>
  );
}
