import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { NotificationType, QueueStatus } from '@/lib/contract';
import { plural } from '@/lib/format';
import { sendPlan } from '../utils/send-plan';

interface SendConfirmProps {
  type: NotificationType | null;
  count: number;
  status: QueueStatus | undefined;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Before a send: how many go today at the quota, how many wait, and how many days it takes. */
export function SendConfirm({ type, count, status, sending, onConfirm, onClose }: SendConfirmProps) {
  const plan = status ? sendPlan(count, status) : null;
  return (
    <Modal opened={type !== null} onClose={onClose} title={`Send ${type ?? ''}`} data-testid="send-confirm">
      <Stack gap="sm">
        <Text size="sm">
          {type} for {plural(count, 'URL', 'URLs')}. URLs without a passing pre-flight for it are held, and
          URLs notified with it within the cooldown are skipped.
        </Text>
        {plan && status && (
          <Text size="sm" data-testid="send-plan">
            At the quota of {status.dailyQuota.toLocaleString()} a day ({status.usedToday.toLocaleString()}{' '}
            used today{status.queued > 0 ? `, ${status.queued.toLocaleString()} already queued ahead` : ''}):{' '}
            <b>{plan.today.toLocaleString()} go today</b>, {plan.waiting.toLocaleString()} wait;{' '}
            <b>{plural(plan.days, 'day', 'days')}</b> to send them all. The queue resumes by itself after each
            reset at midnight Pacific time.
          </Text>
        )}
        {status?.state === 'stopped' && status.problem && (
          <Text size="sm" c="red">
            The queue is stopped: {status.problem.message} {status.problem.fix}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={sending} onClick={onConfirm} data-testid="send-confirm-submit">
            Queue {plural(count, 'notification', 'notifications')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
