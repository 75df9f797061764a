// The points a time series draws: one per day (or month) of the period, days without a row at 0 while final and
// empty (null) from the first day not final on, so the axis always spans the whole period and the days the
// service has not reported yet stand out instead of reading as zero.
import { daysOf, type DateRange } from '@/features/analytics/utils/periods';
import type { SeriesMetric } from './overview-queries';
import { numberOf, recordsOf, type ReportRecord, type ReportResult } from './report-rows';

export interface SeriesPoint {
  /** A day (`YYYY-MM-DD`) or a month (`YYYY-MM`). */
  date: string;
  current: number | null;
  /** The same day of the previous period (by position), when one is compared. */
  previous?: number | null;
}

function metricValue(record: ReportRecord | undefined, metric: SeriesMetric): number {
  return metric === 'subscribersNet'
    ? numberOf(record, 'subscribersGained') - numberOf(record, 'subscribersLost')
    : numberOf(record, metric);
}

function byDate(result: ReportResult | undefined, key: string): Map<string, ReportRecord> {
  return new Map(result ? recordsOf(result).map((record) => [String(record[key]), record]) : []);
}

function valueAt(
  rows: Map<string, ReportRecord>,
  date: string,
  metric: SeriesMetric,
  notFinalFrom: string | undefined,
): number | null {
  const record = rows.get(date);
  if (record) return metricValue(record, metric);
  return notFinalFrom !== undefined && date >= notFinalFrom ? null : 0;
}

export function dailyPoints(
  range: DateRange,
  previousRange: DateRange,
  current: ReportResult,
  previous: ReportResult | undefined,
  metric: SeriesMetric,
): SeriesPoint[] {
  const rows = byDate(current, 'day');
  const before = byDate(previous, 'day');
  const previousDays = daysOf(previousRange);
  return daysOf(range).map((date, index) => ({
    date,
    current: valueAt(rows, date, metric, current.incompleteFrom),
    ...(previous && {
      previous: valueAt(before, previousDays[index]!, metric, previous.incompleteFrom),
    }),
  }));
}

/** The months from range's first to its last (both `YYYY-MM-01`), as `YYYY-MM`. */
function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  let [year, month] = range.startDate.split('-').map(Number) as [number, number];
  const last = range.endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export function monthlyPoints(range: DateRange, current: ReportResult, metric: SeriesMetric): SeriesPoint[] {
  const rows = byDate(current, 'month');
  const notFinal = current.incompleteFrom?.slice(0, 7);
  return monthsOf(range).map((date) => ({ date, current: valueAt(rows, date, metric, notFinal) }));
}

/** The first and last point not final, for the chart's shaded area; undefined when all are final. */
export function notFinalSpan(points: readonly SeriesPoint[], incompleteFrom: string | undefined) {
  if (!incompleteFrom) return undefined;
  const from = points.find((point) => point.date >= incompleteFrom.slice(0, point.date.length));
  return from && { from: from.date, to: points.at(-1)!.date };
}
