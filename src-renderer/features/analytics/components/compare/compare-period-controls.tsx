import { Select, TextInput } from '@mantine/core';
import { PERIOD_DAYS, type CompareParams } from './use-compare-params';

interface PeriodControlsProps {
  params: CompareParams;
  update: (change: Partial<CompareParams>) => void;
}

/** Period A (last 7/28/90 days or a custom range) and, for two periods, what period B is. */
export function ComparePeriodControls({ params, update }: PeriodControlsProps) {
  return (
    <>
      <Select
        label={params.mode === 'periods' ? 'Period A' : 'Days'}
        value={String(params.days)}
        onChange={(days) => days && update({ days: days === 'custom' ? 'custom' : Number(days) })}
        data={[
          ...PERIOD_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
          { value: 'custom', label: 'Custom range' },
        ]}
        allowDeselect={false}
        w={160}
        data-testid="compare-days"
      />
      {params.days === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            value={params.from ?? ''}
            onChange={(event) => update({ from: event.currentTarget.value })}
            data-testid="compare-from"
          />
          <TextInput
            type="date"
            label="To"
            value={params.to ?? ''}
            onChange={(event) => update({ to: event.currentTarget.value })}
            data-testid="compare-to"
          />
        </>
      )}
      {params.mode === 'periods' && (
        <Select
          label="Period B"
          value={params.against}
          onChange={(against) => against && update({ against: against as CompareParams['against'] })}
          data={[
            { value: 'previous', label: 'The period before' },
            { value: 'year', label: 'The same days 52 weeks before' },
          ]}
          allowDeselect={false}
          w={260}
          data-testid="compare-against"
        />
      )}
    </>
  );
}
