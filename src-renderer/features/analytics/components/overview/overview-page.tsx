import { Stack } from '@mantine/core';
import { usePeriod } from '@/features/analytics/hooks/use-period';
import { AudiencePanel } from './audience-panel';
import { GeographyPanel } from './geography-panel';
import { KpiCards } from './kpi-cards';
import { PeriodPicker } from './period-picker';
import { TimeSeriesPanel } from './time-series-panel';
import { TopVideosPanel } from './top-videos-panel';
import { TrafficSourcesPanel } from './traffic-sources-panel';

/** The channel at a glance for a period: its figures against the period before, over time, and by audience. */
export function OverviewPage() {
  const period = usePeriod();
  return (
    <Stack gap="md" data-testid="analytics-overview">
      <PeriodPicker period={period} />
      {period.range && (
        <>
          <KpiCards range={period.range} previous={period.previous} />
          <TimeSeriesPanel range={period.range} previous={period.previous} />
          <TopVideosPanel range={period.range} />
          <TrafficSourcesPanel range={period.range} />
          <GeographyPanel range={period.range} />
          <AudiencePanel range={period.range} />
        </>
      )}
    </Stack>
  );
}
