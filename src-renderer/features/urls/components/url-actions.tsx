import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChecklist, IconRefresh, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import type { InputOf, NotificationType, OutputOf, QueueStatus, UrlSelection } from '@/lib/contract';
import { plural } from '@/lib/format';
import { useCancelQueued } from '../api/cancel-queued';
import { useRefreshStatus } from '../api/refresh-status';
import { useRemoveUrls } from '../api/remove-urls';
import { usePreflight } from '../api/run-preflight';
import { useSendNotifications } from '../api/send-notifications';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { PreflightProgress } from './preflight-progress';
import { SendConfirm } from './send-confirm';
import { SendOutcome } from './send-outcome';

type SendInput = Omit<InputOf<'urls:notify'>, 'profileId'>;

interface UrlActionsProps {
  target: UrlSelection | null;
  count: number;
  total: number;
  status: QueueStatus | undefined;
}

/** What can be done with the selected URLs: pre-flight, send, cancel, remove, refresh their status. */
export function UrlActions({ target, count, total, status }: UrlActionsProps) {
  const selection = useUrlsViewStore((state) => state.selection);
  const selectAllMatching = useUrlsViewStore((state) => state.selectAllMatching);
  const clearSelection = useUrlsViewStore((state) => state.clearSelection);
  const preflight = usePreflight();
  const send = useSendNotifications();
  const cancel = useCancelQueued();
  const remove = useRemoveUrls();
  const refresh = useRefreshStatus();
  const [confirming, setConfirming] = useState<NotificationType | null>(null);
  const [sent, setSent] = useState<{ input: SendInput; outcome: OutputOf<'urls:notify'> } | null>(null);

  const sendNow = (input: SendInput) =>
    send.mutate(input, {
      onSuccess: (outcome) => {
        setConfirming(null);
        setSent({ input, outcome });
      },
    });
  const none = target === null;

  return (
    <Stack gap="xs" data-testid="url-actions">
      <Group gap="xs">
        <Text size="sm" data-testid="url-selection" miw={170}>
          {selection.all
            ? `All ${plural(total, 'matching URL', 'matching URLs')} selected`
            : count > 0
              ? `${plural(count, 'URL', 'URLs')} selected`
              : 'Tick URLs, or select all that match'}
        </Text>
        {!selection.all && total > 0 && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconChecklist size={14} />}
            onClick={selectAllMatching}
            data-testid="url-select-all"
          >
            Select all {total.toLocaleString()} matching
          </Button>
        )}
        {(selection.all || count > 0) && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={clearSelection}
            data-testid="url-select-none"
          >
            Clear selection
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              disabled={none || preflight.run?.running}
              data-testid="url-preflight-menu"
            >
              Pre-flight
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() => target && preflight.start(target, 'URL_UPDATED')}
              data-testid="url-preflight-update"
            >
              For an update (needs 200, indexable, canonical to itself)
            </Menu.Item>
            <Menu.Item
              onClick={() => target && preflight.start(target, 'URL_DELETED')}
              data-testid="url-preflight-removal"
            >
              For a removal (needs 404/410 or noindex)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              disabled={none}
              data-testid="url-send-menu"
            >
              Send
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setConfirming('URL_UPDATED')} data-testid="url-send-updated">
              URL_UPDATED (new or changed)
            </Menu.Item>
            <Menu.Item onClick={() => setConfirming('URL_DELETED')} data-testid="url-send-deleted">
              URL_DELETED (gone)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} />}
          disabled={none}
          loading={cancel.isPending}
          onClick={() => target && cancel.mutate(target)}
          data-testid="url-cancel-queued"
        >
          Cancel queued
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          disabled={none}
          loading={refresh.isPending}
          onClick={() => target && refresh.mutate(target)}
          data-testid="url-refresh"
        >
          Refresh status
        </Button>
        <ConfirmButton
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={none}
          loading={remove.isPending}
          question={`Take ${plural(count, 'URL', 'URLs')} off the list? Queued notifications of them are cancelled; what was sent stays in the history.`}
          confirmLabel="Remove from the list"
          onConfirm={() => target && remove.mutate(target, { onSuccess: clearSelection })}
          data-testid="url-remove"
        >
          Remove
        </ConfirmButton>
      </Group>
      {preflight.run && (
        <PreflightProgress run={preflight.run} onCancel={preflight.cancel} onDismiss={preflight.dismiss} />
      )}
      {sent && (
        <SendOutcome
          outcome={sent.outcome}
          anyway={sent.input.sendAnyway}
          sending={send.isPending}
          onSendAnyway={() => sendNow({ ...sent.input, sendAnyway: true })}
          onClose={() => setSent(null)}
        />
      )}
      <SendConfirm
        type={confirming}
        count={count}
        status={status}
        sending={send.isPending}
        onConfirm={() => target && confirming && sendNow({ target, type: confirming, sendAnyway: false })}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
