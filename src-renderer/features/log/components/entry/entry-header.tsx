import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { HashValue } from '@/components/hash-value';
import { Field } from '@/components/field';
import { MonoValue } from '@/components/mono-value';
import type { EntryView } from '@/lib/contract';
import { downloadTextFile } from '@/lib/download';
import { formatUint64, formatUnixSeconds } from '@/lib/format';
import { VerdictBadges } from '../verdict/verdict-badges';

/** Who the entry is, the two verdicts side by side, and its export. */
export function EntryHeader({ entry }: { entry: EntryView }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="entry-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3}>
            Entry {formatUint64(entry.logIndex)} · {entry.decoded.kind}
          </Title>
          <VerdictBadges
            report={entry.report}
            tlogTestId="entry-tlog-verdict"
            bundleTestId="entry-bundle-verdict"
          />
        </Group>
        <Field label="Entry ID">
          <MonoValue value={entry.entryId} copyLabel="Copy entry ID" testId="entry-id" />
        </Field>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Field label="Global index">
            <Text size="sm" data-testid="entry-log-index">
              {formatUint64(entry.logIndex)}
            </Text>
          </Field>
          <Field label="Index in its shard">
            <Text size="sm">{entry.shardIndex === null ? '—' : formatUint64(entry.shardIndex)}</Text>
          </Field>
          <Field label="Tree ID">
            <Text size="sm" className="verity-mono">
              {entry.treeID ?? '—'}
            </Text>
          </Field>
          <Field label="Integrated">
            <Text size="sm">{formatUnixSeconds(entry.integratedTime)}</Text>
          </Field>
          <Field label="Kind">
            <Text size="sm">
              {entry.decoded.kind} {entry.decoded.apiVersion}
            </Text>
          </Field>
          <Field label="Log ID">
            <HashValue value={entry.logID} copyLabel="Copy log ID" />
          </Field>
          <Field label="UUID (leaf hash)">
            <HashValue value={entry.uuid} copyLabel="Copy UUID" />
          </Field>
        </SimpleGrid>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() =>
              downloadTextFile(`log-entry-${entry.logIndex}.json`, 'application/json', entry.raw)
            }
            data-testid="entry-export"
          >
            LogEntry JSON
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() =>
              downloadTextFile(
                `log-entry-${entry.logIndex}-verification.json`,
                'application/json',
                JSON.stringify(entry.report, null, 2),
              )
            }
            data-testid="entry-export-report"
          >
            Verification report
          </Button>
          <Text size="xs" c="dimmed">
            The LogEntry file can be verified again offline on the Audit screen or with verity-audit.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
