import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconDownload,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useAppInfo } from '@/hooks/use-app-info';
import { waitsForFile } from '@/lib/browser-uploads';
import type { Transfer } from '@/lib/contract';
import { notifyError } from '@/lib/notify';
import { saveDownload } from '@/lib/page-downloads';
import { useBrowserUploadsStore } from '@/stores/browser-uploads-store';
import { useCancelTransfer } from '../api/cancel-transfer';
import { usePauseTransfer } from '../api/pause-transfer';
import { useResumeTransfer } from '../api/resume-transfer';
import { useRetryTransfer } from '../api/retry-transfer';
import { progressLine, transferName, transferPercent } from '../utils/transfer-figures';
import { PickAgain } from './pick-again';

const STATE_COLORS: Record<Transfer['state'], string> = {
  queued: 'gray',
  running: 'blue',
  paused: 'yellow',
  failed: 'red',
  cancelled: 'gray',
  done: 'teal',
};

function Action({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon size="sm" variant="subtle" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** One transfer: what, how far, how fast, its state and why, and what can be done with it. */
export function TransferItem({ transfer }: { transfer: Transfer }) {
  const pause = usePauseTransfer();
  const resume = useResumeTransfer();
  const cancel = useCancelTransfer();
  const retry = useRetryTransfer();
  const local = useBrowserUploadsStore((state) => state.uploads[transfer.id]);
  const { id, state } = transfer;
  const moving = state === 'queued' || state === 'running';
  // The headless host keeps finished downloads in the console's folder: the page can save one again.
  const savable =
    useAppInfo().data?.shell === 'headless' && transfer.direction === 'download' && state === 'done';

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid="transfer-item"
      data-state={state}
      data-target={transfer.target}
      data-direction={transfer.direction}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Tooltip label={transfer.direction === 'download' ? 'Download' : 'Upload'} withArrow>
              {transfer.direction === 'download' ? (
                <IconDownload size={14} aria-label="Download" style={{ flex: 'none' }} />
              ) : (
                <IconUpload size={14} aria-label="Upload" style={{ flex: 'none' }} />
              )}
            </Tooltip>
            <Text size="sm" fw={600} truncate="end" title={transferName(transfer)} style={{ minWidth: 0 }}>
              {transferName(transfer)}
            </Text>
          </Group>
          <Group gap={2} wrap="nowrap">
            <Badge size="sm" variant="light" color={STATE_COLORS[state]} data-testid="transfer-state">
              {state}
            </Badge>
            {savable && (
              <Action
                label="Save to this computer"
                onClick={() =>
                  void saveDownload(transfer).catch((error) => notifyError('Could not save', error))
                }
              >
                <IconDeviceFloppy size={14} />
              </Action>
            )}
            {moving && (
              <Action label="Pause" onClick={() => pause.mutate(id)}>
                <IconPlayerPause size={14} />
              </Action>
            )}
            {state === 'paused' && (
              <Action label="Resume" onClick={() => resume.mutate(id)}>
                <IconPlayerPlay size={14} />
              </Action>
            )}
            {(state === 'failed' || state === 'cancelled') && (
              <Action label="Retry" onClick={() => retry.mutate(id)}>
                <IconRefresh size={14} />
              </Action>
            )}
            {(moving || state === 'paused') && (
              <Action label="Cancel" onClick={() => cancel.mutate(id)}>
                <IconX size={14} />
              </Action>
            )}
          </Group>
        </Group>
        <Progress
          value={transferPercent(transfer)}
          color={STATE_COLORS[state]}
          striped={state === 'running'}
          animated={state === 'running'}
          size="sm"
          aria-label={`${transfer.target}: ${Math.floor(transferPercent(transfer))}%`}
        />
        <Text size="xs" c="dimmed" data-testid="transfer-progress">
          {progressLine(transfer)}
          {transfer.resultName && ` · ${transfer.resultName}`}
        </Text>
        {transfer.reason && (
          <Text size="xs" c={state === 'failed' ? 'red' : 'dimmed'} data-testid="transfer-reason">
            {transfer.reason}
          </Text>
        )}
        {local?.problem && (
          <Text size="xs" c="red" data-testid="transfer-page-problem">
            Sending from this page stopped: {local.problem}
          </Text>
        )}
        {waitsForFile(transfer, local?.held === true) && !local?.sending && <PickAgain transfer={transfer} />}
      </Stack>
    </Paper>
  );
}
