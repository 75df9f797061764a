import { describe, expect, it } from 'vitest';
import { compareKpis, kpiMetrics, totalsOf } from '@/features/analytics/components/compare/compare-deltas';

const result = (names: string[], rows: (number | string | null)[][]) => ({
  columnHeaders: names.map((name) => ({ name, columnType: 'METRIC' as const, dataType: 'INTEGER' })),
  rows,
  reportType: { id: 'BasicUserActivity', name: 'Basic user activity' },
  cached: false,
});

describe('KPI totals', () => {
  it('reads each metric from the one row by its column name, whatever the order', () => {
    const totals = totalsOf(result(['likes', 'views'], [[12, 3400]]), ['views', 'likes']);
    expect(totals).toEqual({ views: 3400, likes: 12 });
  });

  it('no row means nothing happened: zero for each metric; a column missing or not a number is zero too', () => {
    expect(totalsOf(result(['views'], []), ['views'])).toEqual({ views: 0 });
    expect(totalsOf(result(['views'], [['n/a']]), ['views', 'likes'])).toEqual({ views: 0, likes: 0 });
  });

  it('a group of playlists on either side narrows the set to what playlist reports offer', () => {
    expect(kpiMetrics(true)).toEqual(['views', 'estimatedMinutesWatched', 'averageViewDuration']);
    expect(kpiMetrics(false)).toContain('likes');
  });
});

describe('deltas', () => {
  it('A − B and its share of B for each metric, in the order asked', () => {
    const rows = compareKpis(
      ['views', 'averageViewDuration'],
      { views: 150, averageViewDuration: 90 },
      {
        views: 100,
        averageViewDuration: 120,
      },
    );
    expect(rows).toEqual([
      { metric: 'views', a: 150, b: 100, difference: 50, ratio: 0.5 },
      { metric: 'averageViewDuration', a: 90, b: 120, difference: -30, ratio: -0.25 },
    ]);
  });

  it('B at zero has no percentage (nothing to take a share of), and a metric missing on a side is zero', () => {
    expect(compareKpis(['views', 'likes'], { views: 7 }, { views: 0 })).toEqual([
      { metric: 'views', a: 7, b: 0, difference: 7, ratio: null },
      { metric: 'likes', a: 0, b: 0, difference: 0, ratio: null },
    ]);
  });
});
