import { BarChart, LineChart } from '@mantine/charts';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { chartRows, SERIES_COLORS, timeSeries } from './chart-data';
import { GeoMap } from './geo-map';
import { formatMetric, unitLabel } from '@/features/analytics/utils/metric-format';
import { columnLabel, dimensionsOf, metricsOf, type ChartKind, type ReportResult } from './report-shape';
import { SeriesLegend } from './series-legend';

/** Bars beyond this many would be unreadable; the table holds every row. */
const MAX_BARS = 30;

const COMPACT = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

interface ReportChartProps {
  result: ReportResult;
  /** line, bar or map (see availableKinds); 'table' draws nothing here, the table is beside it. */
  kind: ChartKind;
  /** The query's last day, so the days not final yet can be shown empty and shaded up to it. */
  endDate?: string;
  height?: number;
}

/** One metric's formatter when every shown series shares its unit, else compact plain numbers. */
function formatterFor(metrics: string[], compact: boolean): (value: number) => string {
  const units = new Set(metrics.map((metric) => unitLabel(metric)));
  return units.size === 1
    ? (value) => formatMetric(metrics[0]!, value, { compact })
    : (value) => COMPACT.format(value);
}

/** Draws a one-dimension ReportResult as a line (days, months), bars (categories) or a world map (countries). */
export function ReportChart({ result, kind, endDate, height = 280 }: ReportChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const metrics = metricsOf(result);
  const [dimension] = dimensionsOf(result);
  const [mapMetric, setMapMetric] = useState(metrics[0]);
  if (kind === 'table' || dimension === undefined || metrics.length === 0) return null;
  if (result.rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No rows to draw.
      </Text>
    );

  if (kind === 'map') {
    const metric = mapMetric && metrics.includes(mapMetric) ? mapMetric : metrics[0]!;
    return (
      <Stack gap="xs">
        {metrics.length > 1 && (
          <SegmentedControl
            size="xs"
            value={metric}
            onChange={setMapMetric}
            data={metrics.map((m) => ({ value: m, label: columnLabel(m) }))}
          />
        )}
        <GeoMap result={result} metric={metric} />
      </Stack>
    );
  }

  const series = metrics.map((name, index) => ({
    name,
    label: columnLabel(name),
    color: SERIES_COLORS[index % SERIES_COLORS.length]!,
  }));
  const shown = series.filter((item) => !hidden.has(item.name));
  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  const valueFormatter = formatterFor(
    shown.map((item) => item.name),
    false,
  );
  const tickFormatter = formatterFor(
    shown.map((item) => item.name),
    true,
  );
  // One axis: it is labelled with a unit only when every shown series counts in it.
  const units = new Set(shown.map((item) => unitLabel(item.name)));
  const yAxisLabel = units.size === 1 ? [...units][0] || undefined : undefined;
  const common = {
    h: height,
    dataKey: dimension,
    series: shown,
    valueFormatter,
    yAxisLabel,
    yAxisProps: { tickFormatter, width: 72 },
    xAxisLabel: columnLabel(dimension),
    gridAxis: 'xy' as const,
    tooltipAnimationDuration: 0,
  };
  const legend = <SeriesLegend series={series} hidden={hidden} onToggle={toggle} />;

  if (kind === 'line') {
    const { rows, incomplete } = timeSeries(result, endDate);
    return (
      <Stack gap="xs" data-testid="report-chart" data-kind="line">
        <LineChart
          {...common}
          data={rows}
          withDots={rows.length <= 60}
          curveType="linear"
          connectNulls={false}
          referenceAreas={incomplete ? [incomplete] : []}
        />
        {legend}
        {incomplete && (
          <Text size="xs" c="dimmed">
            Shaded: days whose figures are not final yet (from {result.incompleteFrom}).
          </Text>
        )}
      </Stack>
    );
  }
  const rows = chartRows(result);
  return (
    <Stack gap="xs" data-testid="report-chart" data-kind="bar">
      <BarChart {...common} data={rows.slice(0, MAX_BARS)} maxBarWidth={40} />
      {legend}
      {rows.length > MAX_BARS && (
        <Text size="xs" c="dimmed">
          The first {MAX_BARS} of {rows.length} rows; the table holds them all.
        </Text>
      )}
    </Stack>
  );
}
