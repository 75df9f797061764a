import Papa from 'papaparse';
import type { OutputOf } from '@/lib/contract';
import { columnLabel, rowTexts } from '../components/report/report-shape';

type ReportResult = OutputOf<'analytics:query'>;

/**
 * A report table as CSV: the column names as the table heads them and each value as the table shows it
 * (metrics in their unit), in the rows' shown order.
 */
export function reportCsv(result: ReportResult, rows: ReportResult['rows'] = result.rows): string {
  const headers = result.columnHeaders;
  return Papa.unparse({
    fields: headers.map((header) => columnLabel(header.name)),
    data: rows.map((row) => rowTexts(headers, row)),
  });
}
