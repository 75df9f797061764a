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

const CUSTOM_ENDS = [
  { end: 'startDate', label: 'From', testId: 'period-start' },
  { end: 'endDate', label: 'To', testId: 'period-end' },
] as const;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A range in the reader's words; the dates are Pacific days, written as they are (no zone shift). */
function describeRange(range: DateRange): string {
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
            {CUSTOM_ENDS.map(({ end, label, testId }) => (
              <TextInput
                key={end}
                type="date"
                label={label}
                size="xs"
                value={custom[end] ?? ''}
                onChange={(event) => setCustom({ ...custom, [end]: event.currentTarget.value })}
                data-testid={testId}
              />
            ))}
          </Group>
        )}
      </Group>
      <Text
        size="xs"
        c={period.problem ? 'red' : 'dimmed'}
        data-testid="period-summary"
        data-start={period.range?.startDate}
        data-end={period.range?.endDate}
      >
        {period.range
          ? `${describeRange(period.range)} (Pacific days), compared with ${describeRange(period.previous)}`
          : period.problem}
      </Text>
    </Stack>
  );
}
