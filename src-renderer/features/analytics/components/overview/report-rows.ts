// Reading a report's rows by column name: the service answers columns in the order asked, and a screen wants
// "views of this row", not "column 2".
import type { OutputOf } from '@/lib/contract';

export type ReportResult = OutputOf<'analytics:query'>;
type Cell = ReportResult['rows'][number][number];
export type ReportRecord = Record<string, Cell>;

/** Each row as an object keyed by its column names. */
export function recordsOf(result: ReportResult): ReportRecord[] {
  const names = result.columnHeaders.map((header) => header.name);
  return result.rows.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])));
}

/** A cell as a number; a missing or empty one is 0 (the service leaves out rows and zeroes alike). */
export function numberOf(record: ReportRecord | undefined, name: string): number {
  const value = Number(record?.[name] ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** The one row of a report without dimensions (none when the period had no data). */
export function totalsOf(result: ReportResult | undefined): ReportRecord | undefined {
  return result ? recordsOf(result)[0] : undefined;
}
