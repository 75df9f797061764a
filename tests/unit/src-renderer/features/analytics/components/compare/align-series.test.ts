import { describe, expect, it } from 'vitest';
import { alignDaily } from '@/features/analytics/components/compare/align-series';

const daily = (rows: [string, number][], incompleteFrom?: string) => ({
  columnHeaders: [
    { name: 'day', columnType: 'DIMENSION' as const, dataType: 'STRING' },
    { name: 'views', columnType: 'METRIC' as const, dataType: 'INTEGER' },
  ],
  rows,
  reportType: { id: 'TimeBasedActivity', name: 'Time-based activity' },
  cached: false,
  ...(incompleteFrom ? { incompleteFrom } : {}),
});

describe('aligning two daily series', () => {
  it('two periods line up by day offset, labelled "Day n", each keeping its own dates', () => {
    const a = {
      range: { startDate: '2026-11-01', endDate: '2026-11-03' },
      result: daily([
        ['2026-11-01', 5],
        ['2026-11-03', 7],
      ]),
    };
    const b = {
      range: { startDate: '2026-10-29', endDate: '2026-10-31' },
      result: daily([
        ['2026-10-30', 4],
        ['2026-10-31', 2],
      ]),
    };
    expect(alignDaily(a, b)).toEqual([
      { label: 'Day 1', dayA: '2026-11-01', dayB: '2026-10-29', a: 5, b: 0 },
      { label: 'Day 2', dayA: '2026-11-02', dayB: '2026-10-30', a: 0, b: 4 },
      { label: 'Day 3', dayA: '2026-11-03', dayB: '2026-10-31', a: 7, b: 2 },
    ]);
  });

  it('two sides over the same days are labelled by date', () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-02' };
    const aligned = alignDaily(
      { range, result: daily([['2026-11-01', 1]]) },
      { range, result: daily([['2026-11-02', 3]]) },
    );
    expect(aligned.map((day) => [day.label, day.a, day.b])).toEqual([
      ['2026-11-01', 1, 0],
      ['2026-11-02', 0, 3],
    ]);
  });

  it('days not final yet are gaps (null), not zeros; a shorter side ends in gaps', () => {
    const a = {
      range: { startDate: '2026-11-25', endDate: '2026-11-27' },
      result: daily([['2026-11-25', 9]], '2026-11-26'),
    };
    const b = { range: { startDate: '2026-11-23', endDate: '2026-11-24' }, result: daily([]) };
    expect(alignDaily(a, b)).toEqual([
      { label: 'Day 1', dayA: '2026-11-25', dayB: '2026-11-23', a: 9, b: 0 },
      { label: 'Day 2', dayA: '2026-11-26', dayB: '2026-11-24', a: null, b: 0 },
      { label: 'Day 3', dayA: '2026-11-27', dayB: null, a: null, b: null },
    ]);
  });
});
