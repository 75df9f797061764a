// A one-dimension ReportResult as the charts take it: one object per row keyed by column name, the days that
// are not final yet appended (the service leaves them out) so the chart can shade them.
import type { ChartReferenceAreaProps } from '@mantine/charts';
import { dimensionsOf, metricsOf, type ReportResult } from './report-shape';

export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
];

export type ChartRow = Record<string, string | number | null>;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function chartRows(result: ReportResult): ChartRow[] {
  const names = result.columnHeaders.map((header) => header.name);
  return result.rows.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])));
}

/**
 * The rows of a day or month series with the not-final days marked: days from `incompleteFrom` through
 * `endDate` are added empty (the service leaves them out), and the area from the first of them is shaded.
 */
export function timeSeries(
  result: ReportResult,
  endDate: string | undefined,
): { rows: ChartRow[]; incomplete: ChartReferenceAreaProps | undefined } {
  const [dimension] = dimensionsOf(result) as [string];
  const rows = chartRows(result);
  const from = result.incompleteFrom;
  if (!from) return { rows, incomplete: undefined };
  const firstKey = dimension === 'month' ? from.slice(0, 7) : from;
  if (dimension === 'day') {
    const last = endDate && endDate >= from ? endDate : from;
    const empty = Object.fromEntries(metricsOf(result).map((metric) => [metric, null]));
    const known = new Set(rows.map((row) => row.day));
    for (let day = from; day <= last; day = nextDay(day)) if (!known.has(day)) rows.push({ day, ...empty });
  }
  const lastKey = rows.at(-1)?.[dimension];
  if (typeof lastKey !== 'string' || lastKey < firstKey) return { rows, incomplete: undefined };
  const x1 = rows.find((row) => String(row[dimension]) >= firstKey)?.[dimension];
  return {
    rows,
    incomplete: {
      x1: x1 ?? firstKey,
      x2: lastKey,
      color: 'gray',
      fillOpacity: 0.15,
      label: 'Not final yet',
      labelPosition: 'insideTop',
    },
  };
}
