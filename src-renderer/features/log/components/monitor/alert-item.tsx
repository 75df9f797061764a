import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LabelValueTable } from '@/components/label-value-table';
import type { Alert } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useAcknowledgeAlert } from '@/features/log/api/acknowledge-alert';
import { ALERT_ADVICE, ALERT_KINDS, ALERT_SEVERITY } from '@/features/log/utils/monitor-labels';

/**
 * One alert with its evidence (the details rows), what to do about its kind and, while open, an
 * Acknowledge button. Its colour is its kind's severity while open.
 */
export function AlertItem({ alert, testId = 'monitor-alert' }: { alert: Alert; testId?: string }) {
  const acknowledge = useAcknowledgeAlert();
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
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Badge color={color} variant="filled">
              {ALERT_KINDS[alert.kind]}
            </Badge>
            <Text size="sm" fw={600}>
              {alert.message}
            </Text>
          </Group>
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
        <Text size="xs" c="dimmed">
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
