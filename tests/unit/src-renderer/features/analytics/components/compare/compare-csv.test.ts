import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { dailyCsv, kpisCsv } from '@/features/analytics/components/compare/compare-csv';

const LABELS = { a: 'Launches', b: 'Series, part 1' };
const parse = (csv: string) => Papa.parse<string[]>(csv).data;

describe('Compare as CSV', () => {
  it('the KPI table: each value in its unit, the change signed, no percentage when B is zero', () => {
    const rows = parse(
      kpisCsv(
        [
          { metric: 'views', a: 1500, b: 1000, difference: 500, ratio: 0.5 },
          { metric: 'averageViewDuration', a: 65, b: 0, difference: 65, ratio: null },
        ],
        LABELS,
      ),
    );
    expect(rows).toEqual([
      ['Metric', 'A: Launches', 'B: Series, part 1', 'A − B', 'Change'],
      ['Views', '1,500', '1,000', '+500', '+50%'],
      ['Average view duration', '1:05', '0:00', '+1:05', ''],
    ]);
  });

  it('views a day with both dates, a day not final left empty', () => {
    const rows = parse(
      dailyCsv(
        [
          { label: 'Day 1', dayA: '2026-11-02', dayB: '2026-10-05', a: 1200, b: 7 },
          { label: 'Day 2', dayA: '2026-11-03', dayB: null, a: null, b: null },
        ],
        LABELS,
      ),
    );
    expect(rows).toEqual([
      ['Day', 'A: Launches date', 'A views', 'B: Series, part 1 date', 'B views'],
      ['Day 1', '2026-11-02', '1,200', '2026-10-05', '7'],
      ['Day 2', '2026-11-03', '', '', ''],
    ]);
  });
});
