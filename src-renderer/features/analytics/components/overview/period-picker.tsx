import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ReportPeriod } from '@/features/analytics/hooks/use-period';
import { usePeriodStore } from '@/features/analytics/stores/period-store';
import type { DateRange, PeriodPreset } from '@/features/analytics/utils/periods';

const PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '28', label: '28 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A range in the reader's words; the dates are Pacific days, written as they are (no zone shift). */
export function describeRange(range: DateRange): string {
  const day = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
  return `${day(range.startDate)} – ${day(range.endDate)}`;
}

/** 7 / 28 / 90 days ending today at the service (Pacific), or a custom range; and what it is compared with. */
export function PeriodPicker({ period }: { period: ReportPeriod }) {
  const preset = usePeriodStore((state) => state.preset);
  const custom = usePeriodStore((state) => state.custom);
  const setPreset = usePeriodStore((state) => state.setPreset);
  const setCustom = usePeriodStore((state) => state.setCustom);

  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={preset}
          onChange={(value) => setPreset(value as PeriodPreset)}
          data={PRESETS}
          aria-label="Period"
          data-testid="period-preset"
        />
        {preset === 'custom' && (
          <Group gap="xs" align="flex-end">
            <TextInput
              type="date"
              label="From"
              size="xs"
              value={custom.startDate ?? ''}
              onChange={(event) => setCustom({ ...custom, startDate: event.currentTarget.value })}
              data-testid="period-start"
            />
            <TextInput
              type="date"
              label="To"
              size="xs"
              value={custom.endDate ?? ''}
              onChange={(event) => setCustom({ ...custom, endDate: event.currentTarget.value })}
              data-testid="period-end"
            />
          </Group>
        )}
      </Group>
      <Text size="xs" c={period.problem ? 'red' : 'dimmed'} data-testid="period-summary">
        {period.range
          ? `${describeRange(period.range)} (Pacific days), compared with ${describeRange(period.previous)}`
          : period.problem}
      </Text>
    </Stack>
  );
}
