import { describe, expect, it } from 'vitest';
import { timeSeries } from '@/features/analytics/components/report/chart-data';
import { dailyResult } from '../../report-fixtures';

describe('time series', () => {
  it('adds the days not final yet up to the end date and shades them', () => {
    const result = dailyResult(['2026-03-01', '2026-03-02', '2026-03-03'], '2026-03-04');
    const { rows, incomplete } = timeSeries(result, '2026-03-05');
    expect(rows.map((row) => row.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(rows[3]).toEqual({ day: '2026-03-04', views: null, estimatedMinutesWatched: null });
    expect(incomplete).toMatchObject({ x1: '2026-03-04', x2: '2026-03-05' });
  });

  it('marks nothing when every day is final', () => {
    const { rows, incomplete } = timeSeries(dailyResult(['2026-03-01']), '2026-03-01');
    expect(rows).toHaveLength(1);
    expect(incomplete).toBeUndefined();
  });
});
