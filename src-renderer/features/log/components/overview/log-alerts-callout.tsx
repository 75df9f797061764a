import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Alert as LogAlert } from '@/lib/contract';
import { AlertItem } from '../monitor/alert-item';

/**
 * Every open alert about the log, at the top of its Overview: a fork or a
 * rollback is evidence against checkpoints whose signatures verify, so it
 * must be seen where those checkpoints are.
 */
export function LogAlertsCallout({ alerts }: { alerts: LogAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={
        alerts.length === 1 ? 'An open alert about this log' : `${alerts.length} open alerts about this log`
      }
      data-testid="log-open-alerts"
    >
      <Stack gap="xs">
        <Text size="sm">
          The monitor or the key check found evidence against this log. Until you know the cause, do not rely
          on the checkpoints an alert names, whatever their signatures say. Acknowledge an alert once it is
          understood; it stays on the Monitor for the record.
        </Text>
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} testId="log-alert" />
        ))}
        <Button component={Link} to="/log/monitor" size="xs" color="red" variant="light" w="fit-content">
          Open Monitor
        </Button>
      </Stack>
    </Alert>
  );
}
