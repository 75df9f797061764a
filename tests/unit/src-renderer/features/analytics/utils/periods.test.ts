import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeProblem,
  daysOf,
  lastDays,
  monthRange,
  pacificToday,
  previousRange,
  rangeLength,
} from '@/features/analytics/utils/periods';

describe('periods', () => {
  it('takes today from the Pacific clock, not the machine zone or UTC', () => {
    // 2026-11-27 05:00 UTC is still the 26th in California (UTC−8 in November).
    expect(pacificToday(Date.parse('2026-11-27T05:00:00Z'))).toBe('2026-11-26');
    expect(pacificToday(Date.parse('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
    // In July California is UTC−7.
    expect(pacificToday(Date.parse('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(pacificToday(Date.parse('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('counts the last N days with today included', () => {
    const range = lastDays(28, '2026-03-10');
    expect(range).toEqual({ startDate: '2026-02-11', endDate: '2026-03-10' });
    expect(rangeLength(range)).toBe(28);
    expect(lastDays(7, '2026-01-03')).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
  });

  it('compares with the period of the same length just before', () => {
    const range = { startDate: '2026-02-11', endDate: '2026-03-10' };
    const previous = previousRange(range);
    expect(previous).toEqual({ startDate: '2026-01-14', endDate: '2026-02-10' });
    expect(rangeLength(previous)).toBe(rangeLength(range));
    expect(previousRange({ startDate: '2026-05-01', endDate: '2026-05-01' })).toEqual({
      startDate: '2026-04-30',
      endDate: '2026-04-30',
    });
  });

  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // A daylight-saving change in California is no shorter day in date arithmetic.
    expect(daysOf({ startDate: '2026-03-07', endDate: '2026-03-09' })).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('widens a range to the months it touches for the month dimension', () => {
    expect(monthRange({ startDate: '2025-12-15', endDate: '2026-03-10' })).toEqual({
      startDate: '2025-12-01',
      endDate: '2026-03-01',
    });
  });

  it('explains a custom range it cannot report', () => {
    expect(customRangeProblem({ endDate: '2026-01-01' })).toBe('Pick the first day of the range.');
    expect(customRangeProblem({ startDate: '2026-01-01' })).toBe('Pick the last day of the range.');
    expect(customRangeProblem({ startDate: '2026-02-01', endDate: '2026-01-01' })).toBe(
      'The first day must not be after the last day.',
    );
    expect(customRangeProblem({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeUndefined();
  });
});
