import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import type { PreflightRun } from '../api/run-preflight';
import { accountHint } from '../utils/account-problem';
import { INTENT_LABELS } from '../utils/labels';

interface PreflightProgressProps {
  run: PreflightRun;
  onCancel: () => void;
  onDismiss: () => void;
}

/** A running pre-flight's progress (pages fetched of all), cancellable, then what it found. */
export function PreflightProgress({ run, onCancel, onDismiss }: PreflightProgressProps) {
  const what = `Pre-flight for ${INTENT_LABELS[run.intent]}`;
  if (run.error)
    return <ErrorAlert title={`${what} failed`} error={run.error} hint={accountHint(run.error)} />;
  if (run.running) {
    return (
      <Stack gap={4} data-testid="preflight-progress">
        <Group justify="space-between">
          <Text size="sm">
            {what}: {run.done.toLocaleString()} / {run.total.toLocaleString()} pages fetched
          </Text>
          <Button size="xs" variant="default" onClick={onCancel} data-testid="preflight-cancel">
            Cancel
          </Button>
        </Group>
        <Progress value={run.total > 0 ? (run.done / run.total) * 100 : 0} animated aria-label={what} />
      </Stack>
    );
  }
  return (
    <Alert
      color={run.cancelled ? 'gray' : run.counts && run.counts.failed > 0 ? 'yellow' : 'teal'}
      variant="light"
      withCloseButton
      onClose={onDismiss}
      data-testid="preflight-result"
    >
      {run.cancelled
        ? `${what} cancelled after ${run.done.toLocaleString()} of ${run.total.toLocaleString()} pages; what was checked is kept.`
        : run.counts &&
          `${what}: ${run.counts.checked.toLocaleString()} checked, ${run.counts.passed.toLocaleString()} passed, ${run.counts.failed.toLocaleString()} failed (the table shows why).`}
    </Alert>
  );
}
