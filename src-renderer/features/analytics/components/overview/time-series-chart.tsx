import { LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ReferenceArea } from 'recharts';
import { formatMetric, metricLabel, unitLabel } from '@/features/analytics/utils/metric-format';
import { SeriesLegend, toggled, type LegendEntry } from './series-legend';
import type { SeriesPoint } from './time-series-data';

interface TimeSeriesChartProps {
  points: SeriesPoint[];
  metric: string;
  /** The points not final yet, shaded and labelled. */
  notFinal?: { from: string; to: string };
  /** Whether `previous` is drawn beside `current`. */
  compared: boolean;
  testId: string;
}

const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Nov 3" for a day, "Nov 2026" for a month; anything else (the tooltip asks before it has a point) as it is. */
function dateLabel(date: string): string {
  if (/^\d{4}-\d{2}$/.test(date)) return shortMonth.format(new Date(`${date}-01T00:00:00Z`));
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return shortDay.format(new Date(`${date}T00:00:00Z`));
  return date;
}

/** A metric over time, with the previous period dashed beside it and the days not final shaded. */
export function TimeSeriesChart({ points, metric, notFinal, compared, testId }: TimeSeriesChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const entries: LegendEntry[] = [
    { name: 'current', label: `${metricLabel(metric)}, this period`, color: 'blue.6' },
    ...(compared ? [{ name: 'previous', label: 'Previous period', color: 'gray.5' }] : []),
  ];
  const unit = unitLabel(metric);
  return (
    <Stack gap="xs" data-testid={testId} data-points={points.length}>
      <SeriesLegend
        entries={entries}
        hidden={hidden}
        onToggle={(name) => setHidden((set) => toggled(set, name))}
        testId={`${testId}-legend`}
      />
      <LineChart
        h={260}
        data={points}
        dataKey="date"
        series={entries.map(({ name, label, color }) => ({
          name,
          label,
          color,
          ...(name === 'previous' && { strokeDasharray: '5 5' }),
        }))}
        lineProps={(series) => ({ hide: hidden.has(series.name) })}
        curveType="linear"
        withDots={points.length <= 31}
        connectNulls={false}
        withLegend={false}
        valueFormatter={(value) => formatMetric(metric, value)}
        xAxisProps={{ tickFormatter: dateLabel }}
        yAxisProps={{ tickFormatter: (value: number) => formatMetric(metric, value, { compact: true }) }}
        yAxisLabel={unit || undefined}
        tooltipProps={{ labelFormatter: (label) => dateLabel(String(label)) }}
      >
        {notFinal && (
          <ReferenceArea
            x1={notFinal.from}
            x2={notFinal.to}
            fill="var(--mantine-color-yellow-filled)"
            fillOpacity={0.12}
            label={{
              value: 'not final',
              position: 'insideTop',
              fill: 'var(--mantine-color-dimmed)',
              fontSize: 12,
            }}
            ifOverflow="extendDomain"
          />
        )}
      </LineChart>
    </Stack>
  );
}
