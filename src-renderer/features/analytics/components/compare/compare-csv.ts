// Compare's tables as CSV, each value written as the page shows it (metrics in their unit), so a pasted copy
// reads the same as the screen.
import Papa from 'papaparse';
import {
  formatChangeRatio,
  formatDifference,
  formatMetric,
  metricLabel,
} from '@/features/analytics/utils/metric-format';
import type { AlignedDay } from './align-series';
import type { KpiComparison } from './compare-deltas';

type Labels = { a: string; b: string };

export function kpisCsv(rows: readonly KpiComparison[], labels: Labels): string {
  return Papa.unparse({
    fields: ['Metric', `A: ${labels.a}`, `B: ${labels.b}`, 'A − B', 'Change'],
    data: rows.map((row) => [
      metricLabel(row.metric),
      formatMetric(row.metric, row.a),
      formatMetric(row.metric, row.b),
      formatDifference(row.metric, row.difference),
      row.ratio === null ? '' : formatChangeRatio(row.ratio),
    ]),
  });
}

/** Views a day of both sides, each with its own date (periods differ in dates, not in offset). */
export function dailyCsv(days: readonly AlignedDay[], labels: Labels): string {
  const views = (value: number | null) => (value === null ? '' : formatMetric('views', value));
  return Papa.unparse({
    fields: ['Day', `A: ${labels.a} date`, 'A views', `B: ${labels.b} date`, 'B views'],
    data: days.map((day) => [day.label, day.dayA ?? '', views(day.a), day.dayB ?? '', views(day.b)]),
  });
}
