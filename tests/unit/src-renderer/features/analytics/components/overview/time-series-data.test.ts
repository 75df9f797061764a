import { describe, expect, it } from 'vitest';
import { timeSeriesQuery } from '@/features/analytics/components/overview/overview-queries';
import {
  dailyPoints,
  monthlyPoints,
  notFinalSpan,
} from '@/features/analytics/components/overview/time-series-data';
import { monthRange } from '@/features/analytics/utils/periods';
import { answer } from './analytics-fakes';

const RANGE = { startDate: '2026-11-01', endDate: '2026-11-05' };
const PREVIOUS = { startDate: '2026-10-27', endDate: '2026-10-31' };

describe('time series points', () => {
  it('spans every day, zero for a final day without a row and empty from the first day not final', () => {
    const current = answer(
      timeSeriesQuery(RANGE, 'views', 'day'),
      [
        ['2026-11-01', 10],
        ['2026-11-03', 30],
      ],
      '2026-11-04',
    );
    const previous = answer(timeSeriesQuery(PREVIOUS, 'views', 'day'), [
      ['2026-10-27', 7],
      ['2026-10-31', 9],
    ]);
    expect(dailyPoints(RANGE, PREVIOUS, current, previous, 'views')).toEqual([
      { date: '2026-11-01', current: 10, previous: 7 },
      { date: '2026-11-02', current: 0, previous: 0 },
      { date: '2026-11-03', current: 30, previous: 0 },
      { date: '2026-11-04', current: null, previous: 0 },
      { date: '2026-11-05', current: null, previous: 9 },
    ]);
  });

  it('draws subscribers as gained − lost', () => {
    const current = answer(timeSeriesQuery(RANGE, 'subscribersNet', 'day'), [['2026-11-01', 12, 5]]);
    expect(dailyPoints(RANGE, PREVIOUS, current, undefined, 'subscribersNet')[0]).toEqual({
      date: '2026-11-01',
      current: 7,
    });
  });

  it('spans every month of the period, across a year end', () => {
    const range = { startDate: '2025-11-15', endDate: '2026-02-10' };
    const current = answer(
      timeSeriesQuery(range, 'views', 'month'),
      [
        ['2025-11', 100],
        ['2026-01', 300],
        ['2026-02', 40],
      ],
      '2026-02-08',
    );
    const points = monthlyPoints(monthRange(range), current, 'views');
    expect(points).toEqual([
      { date: '2025-11', current: 100 },
      { date: '2025-12', current: 0 },
      { date: '2026-01', current: 300 },
      { date: '2026-02', current: 40 },
    ]);
    // The month holding the first day not final is marked.
    expect(notFinalSpan(points, current.incompleteFrom)).toEqual({ from: '2026-02', to: '2026-02' });
  });

  it('marks the days from the first not final to the end, and nothing when all are final', () => {
    const points = ['2026-11-01', '2026-11-02', '2026-11-03'].map((date) => ({ date, current: 1 }));
    expect(notFinalSpan(points, '2026-11-02')).toEqual({ from: '2026-11-02', to: '2026-11-03' });
    expect(notFinalSpan(points, undefined)).toBeUndefined();
    expect(notFinalSpan(points, '2026-12-01')).toBeUndefined();
  });
});
