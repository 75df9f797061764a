import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconClearAll } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { useTransfers } from '@/hooks/use-transfers';
import { useTransfersDrawerStore } from '@/stores/transfers-drawer-store';
import { useClearFinished } from '../api/clear-finished';
import { isFinished } from '../utils/transfer-figures';
import { TransferItem } from './transfer-item';

/** Every transfer of the queue, whichever page started it, live from the shell's transfer feed. */
export function TransfersDrawer() {
  const opened = useTransfersDrawerStore((state) => state.opened);
  const close = useTransfersDrawerStore((state) => state.close);
  const transfers = useTransfers();
  const clear = useClearFinished();
  const list = transfers.data?.transfers ?? [];
  const finished = list.filter(isFinished).length;

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title="Transfers"
      data-testid="transfers-drawer"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Uploads and downloads, kept across restarts.
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconClearAll size={14} />}
            disabled={finished === 0}
            loading={clear.isPending}
            onClick={() => clear.mutate()}
            data-testid="transfers-clear-finished"
          >
            Clear finished
          </Button>
        </Group>
        <ErrorAlert title="Could not load the transfers" query={transfers} />
        {transfers.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="transfers-empty">
            No transfers. Uploads started on the Files page, or by dropping a file on the chat, appear here.
          </Text>
        )}
        {list.map((transfer) => (
          <TransferItem key={transfer.id} transfer={transfer} />
        ))}
      </Stack>
    </Drawer>
  );
}
