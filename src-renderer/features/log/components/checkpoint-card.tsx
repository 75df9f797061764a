import { Alert, Badge, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CopyValue } from '@/components/copy-value';
import { MonoValue } from '@/components/mono-value';
import type { ShardInfo } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';

/** The signed tree head: parsed fields next to the exact text the log signed. */
export function CheckpointCard({ shard }: { shard: ShardInfo }) {
  const checkpoint = shard.checkpoint;
  return (
    <Paper withBorder p="md" radius="md" data-testid="log-checkpoint">
      <Stack gap="md">
        <Title order={4}>Checkpoint</Title>
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
              <Table.Tr>
                <Table.Th>Signatures</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    {checkpoint.signatures.length === 0 && <Text size="sm">None</Text>}
                    {checkpoint.signatures.map((signature) => (
                      <Badge key={`${signature.name}-${signature.keyHint}`} variant="light" tt="none">
                        {signature.name} · key hint {signature.keyHint}
                      </Badge>
                    ))}
                  </Group>
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
          <Code block data-testid="log-signed-tree-head">
            {shard.signedTreeHead}
          </Code>
        </Stack>
      </Stack>
    </Paper>
  );
}
