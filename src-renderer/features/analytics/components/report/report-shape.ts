// What a ReportResult holds as columns and which chart suits it: time dimensions draw lines, a country map,
// other categories bars; a table is always offered.
import type { OutputOf } from '@/lib/contract';
import { formatMetric, metricLabel } from '@/features/analytics/utils/metric-format';

export type ReportResult = OutputOf<'analytics:query'>;
export type ChartKind = 'line' | 'bar' | 'map' | 'table';
export type Cell = ReportResult['rows'][number][number];

const TIME_DIMENSIONS = new Set(['day', 'month']);

export function dimensionsOf(result: ReportResult): string[] {
  return result.columnHeaders.filter((header) => header.columnType === 'DIMENSION').map((h) => h.name);
}

export function metricsOf(result: ReportResult): string[] {
  return result.columnHeaders.filter((header) => header.columnType === 'METRIC').map((h) => h.name);
}

/** The kinds a result can be drawn as: charts need exactly one dimension (a table takes anything). */
export function availableKinds(result: ReportResult): ChartKind[] {
  const dimensions = dimensionsOf(result);
  if (dimensions.length !== 1 || metricsOf(result).length === 0) return ['table'];
  const [dimension] = dimensions as [string];
  if (TIME_DIMENSIONS.has(dimension)) return ['line', 'bar', 'table'];
  if (dimension === 'country') return ['map', 'bar', 'table'];
  return ['bar', 'table'];
}

/** Line for time, a map for countries, bars for other categories, else the table. */
export function suggestChartKind(result: ReportResult): ChartKind {
  return availableKinds(result)[0]!;
}

/** A column's heading: a metric's name for people, a dimension's words (`insightTrafficSourceType` → "Insight traffic source type"). */
export function columnLabel(name: string): string {
  return metricLabel(name);
}

/** A cell as the table shows it (and the CSV writes it): metrics in their unit, dimensions as given. */
export function cellText(column: ReportResult['columnHeaders'][number], value: Cell): string {
  if (value === null) return '';
  if (column.columnType === 'METRIC' && typeof value === 'number') return formatMetric(column.name, value);
  return String(value);
}

const ROW_TEXTS = new WeakMap<ReportResult['rows'][number], string[]>();

/**
 * A row's cells as shown, formatted once per row: the table re-renders rows as they scroll into view, and
 * formatting (a number format per value) is most of a row's cost.
 */
export function rowTexts(
  headers: ReportResult['columnHeaders'],
  row: ReportResult['rows'][number],
): string[] {
  let texts = ROW_TEXTS.get(row);
  if (!texts) {
    texts = headers.map((header, index) => cellText(header, row[index] ?? null));
    ROW_TEXTS.set(row, texts);
  }
  return texts;
}

export interface SortState {
  column: number;
  descending: boolean;
}

/** The rows in the order a sort asks (nulls last), or as the service gave them without one. */
export function sortRows(rows: ReportResult['rows'], sort: SortState | null): ReportResult['rows'] {
  if (!sort) return rows;
  const direction = sort.descending ? -1 : 1;
  return rows.toSorted((a, b) => {
    const left = a[sort.column] ?? null;
    const right = b[sort.column] ?? null;
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction;
    return String(left).localeCompare(String(right)) * direction;
  });
}
