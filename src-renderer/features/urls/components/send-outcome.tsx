import { Alert, Button, Group, Text } from '@mantine/core';
import type { OutputOf } from '@/lib/contract';
import { plural } from '@/lib/format';

interface SendOutcomeProps {
  outcome: OutputOf<'urls:notify'>;
  /** Whether this outcome was already a "send anyway". */
  anyway: boolean;
  sending: boolean;
  onSendAnyway: () => void;
  onClose: () => void;
}

/** What a send did: queued, held by pre-flight (with "Send anyway" as a second, explicit step), skipped. */
export function SendOutcome({ outcome, anyway, sending, onSendAnyway, onClose }: SendOutcomeProps) {
  return (
    <Alert
      color={outcome.held > 0 ? 'yellow' : 'teal'}
      variant="light"
      withCloseButton
      onClose={onClose}
      title="Sent to the queue"
      data-testid="send-outcome"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <span data-testid="send-queued">{outcome.queued.toLocaleString()} queued</span>,{' '}
          <span data-testid="send-held">{outcome.held.toLocaleString()} held</span>
          {outcome.held > 0 && ' (failed or lack a pre-flight)'},{' '}
          <span data-testid="send-skipped">{outcome.skippedCooldown.toLocaleString()} skipped</span> (notified
          within the cooldown).
          {outcome.status.queued > outcome.queued &&
            ` ${plural(outcome.status.queued, 'URL', 'URLs')} in the queue now.`}
        </Text>
        {outcome.held > 0 && !anyway && (
          <Button size="xs" color="orange" loading={sending} onClick={onSendAnyway} data-testid="send-anyway">
            Send the held ones anyway
          </Button>
        )}
      </Group>
    </Alert>
  );
}
