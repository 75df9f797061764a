import { Group, SegmentedControl, Select } from '@mantine/core';
import { useState } from 'react';
import { useReport } from '@/features/analytics/api/run-report';
import { metricLabel } from '@/features/analytics/utils/metric-format';
import { monthRange, type DateRange } from '@/features/analytics/utils/periods';
import { SERIES_METRICS, timeSeriesQuery, type Granularity, type SeriesMetric } from './overview-queries';
import { ReportPanel } from './report-panel';
import { TimeSeriesChart } from './time-series-chart';
import { dailyPoints, monthlyPoints, notFinalSpan } from './time-series-data';

interface TimeSeriesPanelProps {
  range: DateRange;
  previous: DateRange;
  videoId?: string;
  /** The metric shown first. */
  initialMetric?: SeriesMetric;
}

/** A chosen metric by day (against the previous period's days) or by month, the days not final marked. */
export function TimeSeriesPanel({ range, previous, videoId, initialMetric = 'views' }: TimeSeriesPanelProps) {
  const [metric, setMetric] = useState<SeriesMetric>(initialMetric);
  const [granularity, setGranularity] = useState<Granularity>('day');
  const current = useReport(timeSeriesQuery(range, metric, granularity, videoId));
  // The previous period is drawn by day only: months of two periods do not line up.
  const before = useReport(granularity === 'day' ? timeSeriesQuery(previous, metric, 'day', videoId) : null);

  const controls = (
    <Group gap="xs">
      <Select
        size="xs"
        aria-label="Metric"
        value={metric}
        onChange={(value) => value && setMetric(value as SeriesMetric)}
        data={SERIES_METRICS.map((name) => ({ value: name, label: metricLabel(name) }))}
        allowDeselect={false}
        data-testid="series-metric"
      />
      <SegmentedControl
        size="xs"
        value={granularity}
        onChange={(value) => setGranularity(value as Granularity)}
        data={[
          { value: 'day', label: 'By day' },
          { value: 'month', label: 'By month' },
        ]}
        data-testid="series-granularity"
      />
    </Group>
  );

  return (
    <ReportPanel
      title="Over time"
      controls={controls}
      report={current}
      empty="No activity in this period."
      testId="time-series"
    >
      {(result) => {
        const points =
          granularity === 'day'
            ? dailyPoints(range, previous, result, before.data, metric)
            : monthlyPoints(monthRange(range), result, metric);
        return (
          <TimeSeriesChart
            points={points}
            metric={metric}
            notFinal={notFinalSpan(points, result.incompleteFrom)}
            compared={granularity === 'day' && before.data !== undefined}
            testId="time-series-chart"
          />
        );
      }}
    </ReportPanel>
  );
}
