import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Field } from '@/components/field';
import { MonoValue } from '@/components/mono-value';
import type { LogInfo } from '@/lib/contract';
import { formatDateTime, formatUint64 } from '@/lib/format';
import { VerificationBadge } from './checkpoint-verification';

/** The active shard's tree state, with whether a trusted key signed its checkpoint. */
export function TreeStateCard({ info }: { info: LogInfo }) {
  const shard = info.active;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group gap="xs">
          <Title order={4}>Active shard</Title>
          <VerificationBadge shard={shard} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Field label="Tree size">
            <Text size="xl" fw={700} data-testid="log-tree-size">
              {formatUint64(shard.treeSize)}
            </Text>
          </Field>
          <Field label="Tree ID">
            <MonoValue value={shard.treeID} copyLabel="Copy tree ID" testId="log-tree-id" />
          </Field>
          <Field label="Fetched at">
            <Text size="sm">{formatDateTime(info.fetchedAt)}</Text>
          </Field>
        </SimpleGrid>
        <Field label="Root hash">
          <MonoValue value={shard.rootHash} copyLabel="Copy root hash" testId="log-root-hash" />
        </Field>
        <Field label="Log base URL">
          <MonoValue value={info.baseUrl} copyLabel="Copy base URL" testId="log-base-url" />
        </Field>
      </Stack>
    </Paper>
  );
}
