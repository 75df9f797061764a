import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileExport } from '@tabler/icons-react';
import { LabelValueTable } from '@/components/label-value-table';
import type { Alert } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useAcknowledgeAlert } from '@/features/log/api/acknowledge-alert';
import { useExportAlertEvidence } from '@/features/log/api/export-alert-evidence';
import { ALERT_ADVICE, ALERT_KINDS, ALERT_SEVERITY } from '@/features/log/utils/monitor-labels';

/**
 * One alert with its evidence (the details rows), what to do about its kind and, while open, an
 * Acknowledge button. Its colour is its kind's severity while open.
 */
export function AlertItem({ alert, testId = 'monitor-alert' }: { alert: Alert; testId?: string }) {
  const acknowledge = useAcknowledgeAlert();
  const exportEvidence = useExportAlertEvidence();
  const color = alert.acknowledged ? 'gray' : ALERT_SEVERITY[alert.kind].color;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={testId}
      data-kind={alert.kind}
      data-acknowledged={String(alert.acknowledged)}
      data-severity={ALERT_SEVERITY[alert.kind].label}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-filled)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" miw={0}>
            <Badge color={color} variant="filled" style={{ flexShrink: 0 }}>
              {ALERT_KINDS[alert.kind]}
            </Badge>
            {/* Messages carry hashes: they wrap anywhere rather than push the card wider than the page. */}
            <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {alert.message}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {alert.hasEvidence && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileExport size={14} />}
                loading={exportEvidence.isPending}
                onClick={() => exportEvidence.mutate(alert.id)}
                data-testid="monitor-alert-export"
              >
                Export evidence
              </Button>
            )}
            {alert.acknowledged ? (
              <Text size="xs" c="dimmed">
                acknowledged
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} />}
                loading={acknowledge.isPending}
                onClick={() => acknowledge.mutate(alert.id)}
                data-testid="monitor-alert-ack"
              >
                Acknowledge
              </Button>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {formatDateTime(alert.at)} · {alert.profileId ?? 'no profile'} · {alert.baseUrl}
        </Text>
        <Text size="sm" data-testid="monitor-alert-advice">
          {ALERT_ADVICE[alert.kind]}
        </Text>
        <LabelValueTable rows={alert.details} />
      </Stack>
    </Paper>
  );
}
