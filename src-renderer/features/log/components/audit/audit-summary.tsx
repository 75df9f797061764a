import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { AuditRun } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useExportAudit, type AuditExportFormat } from '@/features/log/api/export-audit';

const EXPORTS: Array<{ format: AuditExportFormat; label: string; testId: string; hint: string }> = [
  {
    format: 'audit-bundle',
    label: 'Audit bundle',
    testId: 'audit-export-bundle',
    hint: 'Everything needed to verify again: the documents and the trust used',
  },
  {
    format: 'report-json',
    label: 'JSON report',
    testId: 'audit-export-json',
    hint: 'Machine-readable verdicts and checks',
  },
  {
    format: 'report-html',
    label: 'HTML report',
    testId: 'audit-export-html',
    hint: 'A report to read or attach',
  },
];

/** The run at a glance (pass / fail / unusable), the trust it used, and its exports. */
export function AuditSummary({ run }: { run: AuditRun }) {
  const exporter = useExportAudit();
  const { pass, fail, unusable } = run.summary;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="audit-summary"
      data-pass={pass}
      data-fail={fail}
      data-unusable={unusable}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            Audit of {run.files.length.toLocaleString('en')} file{run.files.length === 1 ? '' : 's'}
          </Title>
          <Text size="xs" c="dimmed">
            verified offline {formatDateTime(run.createdAt)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge color="teal" size="lg" variant={pass > 0 ? 'filled' : 'light'}>
            {pass} pass
          </Badge>
          <Badge color="red" size="lg" variant={fail > 0 ? 'filled' : 'light'}>
            {fail} fail
          </Badge>
          <Badge color="gray" size="lg" variant={unusable > 0 ? 'filled' : 'light'}>
            {unusable} unusable
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Trust used:{' '}
          {run.trustUsed.length > 0
            ? run.trustUsed.join(', ')
            : 'none (nothing could be verified against a trusted key)'}
        </Text>
        <Group gap="xs">
          {EXPORTS.map(({ format, label, testId, hint }) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              title={hint}
              leftSection={<IconDownload size={14} />}
              loading={exporter.isPending && exporter.variables?.format === format}
              onClick={() => exporter.mutate({ id: run.id, format })}
              data-testid={testId}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
