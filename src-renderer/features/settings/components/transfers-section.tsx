import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useTransfers } from '@/hooks/use-transfers';
import type { TransferSettings } from '@/lib/contract';
import { useSetTransferSettings } from '../api/set-transfer-settings';
import { SettingsSection } from './settings-section';

const MIB = 1024 * 1024;
/** The contract's floor, 64 KiB/s, in the MiB/s the field shows. */
const MIN_MIB_PER_SECOND = 0.0625;

/** The form's values: the limit in MiB/s, empty for none. */
interface Draft {
  concurrency: number | string;
  mibPerSecond: number | string;
}

const toDraft = (settings: TransferSettings): Draft => ({
  concurrency: settings.concurrency,
  mibPerSecond:
    settings.bandwidthBytesPerSecond === null
      ? ''
      : Math.round((settings.bandwidthBytesPerSecond / MIB) * 1000) / 1000,
});

function toSettings(draft: Draft): TransferSettings | string {
  const concurrency = Number(draft.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8)
    return 'Transfers at once: a whole number from 1 to 8.';
  if (draft.mibPerSecond === '') return { concurrency, bandwidthBytesPerSecond: null };
  const mib = Number(draft.mibPerSecond);
  if (!Number.isFinite(mib) || mib < MIN_MIB_PER_SECOND)
    return `Bandwidth: at least ${MIN_MIB_PER_SECOND} MiB/s (64 KiB/s), or empty for no limit.`;
  return { concurrency, bandwidthBytesPerSecond: Math.round(mib * MIB) };
}

/** How many transfers run at once and the bandwidth all of them share. */
export function TransfersSection() {
  const transfers = useTransfers();
  const save = useSetTransferSettings();
  const saved = transfers.data?.settings;
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? (saved ? toDraft(saved) : null);
  const parsed = shown ? toSettings(shown) : null;
  const problem = typeof parsed === 'string' ? parsed : null;
  const concurrencyProblem = problem?.startsWith('Transfers at once') ? problem : null;

  return (
    <SettingsSection
      title="Transfers"
      description="Uploads beyond the number at once wait in the queue. The bandwidth limit is shared by all running transfers; leave it empty for none."
      testId="settings-transfers"
    >
      <ErrorAlert title="Could not load the transfer settings" query={transfers} />
      {shown && (
        <Group align="flex-start" gap="md">
          <NumberInput
            label="Transfers at once"
            min={1}
            max={8}
            allowDecimal={false}
            value={shown.concurrency}
            onChange={(value) => setDraft({ ...shown, concurrency: value })}
            error={concurrencyProblem}
            w={160}
            data-testid="transfers-concurrency"
          />
          <NumberInput
            label="Bandwidth limit (MiB/s)"
            placeholder="No limit"
            min={MIN_MIB_PER_SECOND}
            decimalScale={3}
            value={shown.mibPerSecond}
            onChange={(value) => setDraft({ ...shown, mibPerSecond: value })}
            error={concurrencyProblem ? null : problem}
            w={200}
            data-testid="transfers-bandwidth"
          />
          <Button
            mt={25}
            disabled={draft === null || problem !== null}
            loading={save.isPending}
            onClick={() =>
              parsed && typeof parsed !== 'string' && save.mutate(parsed, { onSuccess: () => setDraft(null) })
            }
            data-testid="transfers-settings-save"
          >
            Save
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
