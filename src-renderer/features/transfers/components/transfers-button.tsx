import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconArrowsTransferUp } from '@tabler/icons-react';
import { isActiveTransfer, useTransfers, useWaitsForFile } from '@/hooks/use-transfers';
import { plural } from '@/lib/format';
import { useTransfersDrawerStore } from '@/stores/transfers-drawer-store';

/** The header's way into the Transfers drawer, with the number of transfers queued or running. */
export function TransfersButton() {
  const open = useTransfersDrawerStore((state) => state.open);
  const transfers = useTransfers().data?.transfers ?? [];
  const waitsForFile = useWaitsForFile();
  const active = transfers.filter((transfer) => isActiveTransfer(transfer) && !waitsForFile(transfer)).length;
  const waiting = transfers.filter(waitsForFile).length;
  const label =
    active === 0 && waiting === 0
      ? 'Transfers'
      : [
          active > 0 && `${plural(active, 'transfer', 'transfers')} active`,
          waiting > 0 && `${waiting} waiting for a file`,
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <Tooltip label={label} withArrow>
      <Indicator
        label={active}
        size={16}
        disabled={active === 0 && waiting === 0}
        color={waiting > 0 ? 'yellow' : 'blue'}
        data-testid="transfers-badge"
        data-count={active}
      >
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Transfers"
          onClick={open}
          data-testid="transfers-button"
        >
          <IconArrowsTransferUp size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
