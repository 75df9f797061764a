import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sortRows } from '@/features/analytics/components/report/report-shape';
import { reportCsv } from '@/features/analytics/utils/report-csv';
import { videoResult } from '../report-fixtures';

describe('report CSV', () => {
  it('writes the headers and values as the table shows them, in the shown order', () => {
    const result = videoResult(5);
    const rows = sortRows(result.rows, { column: 1, descending: true });
    const parsed = Papa.parse<string[]>(reportCsv(result, rows)).data;
    expect(parsed[0]).toEqual(['Video', 'Views', 'Estimated revenue']);
    expect(parsed).toHaveLength(6);
    expect(parsed[1]![0]).toBe(rows[0]![0]);
    expect(parsed[1]![2]).toMatch(/^\$\d+\.\d\d$/);
  });

  it('quotes values holding commas', () => {
    const result = videoResult(1);
    result.rows = [['a,b', 1234, 1]];
    expect(reportCsv(result).split('\r\n')[1]).toBe('"a,b","1,234",$1.00');
  });
});
