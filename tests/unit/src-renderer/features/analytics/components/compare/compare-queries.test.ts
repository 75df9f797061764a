import { describe, expect, it } from 'vitest';
import { checkQuery } from '../../../../../../../src-shared/analytics/check-query';
import { kpiMetrics } from '@/features/analytics/components/compare/compare-deltas';
import {
  dailyViewsQuery,
  periodA,
  periodB,
  topVideosQuery,
  totalsQuery,
} from '@/features/analytics/components/compare/compare-queries';

const RANGE = { startDate: '2026-10-31', endDate: '2026-11-27' };

/** The report type the shared catalog check files a query under, or the rule it breaks. */
function reportTypeOf(query: object, groupKind?: 'video' | 'playlist') {
  const checked = checkQuery({ ids: 'channel==MINE', ...query }, groupKind ? { groupKind } : {});
  return 'error' in checked ? checked.error.explanation : checked.reportType.id;
}

describe('the periods compared', () => {
  const choice = (days: number | 'custom', from: string | null = null, to: string | null = null) => ({
    days,
    from,
    to,
  });

  it('A is the last N days ending today; B the N days before, or the same weekdays 52 weeks earlier', () => {
    const a = periodA(choice(28), '2026-11-27');
    expect(a).toEqual(RANGE);
    expect(periodB(RANGE, 'previous')).toEqual({ startDate: '2026-10-03', endDate: '2026-10-30' });
    expect(periodB({ startDate: '2026-11-21', endDate: '2026-11-27' }, 'year')).toEqual({
      startDate: '2025-11-22',
      endDate: '2025-11-28',
    });
  });

  it('a custom A is taken as picked, and B follows it', () => {
    const a = periodA(choice('custom', '2026-09-01', '2026-09-10'), '2026-11-27');
    expect(a).toEqual({ startDate: '2026-09-01', endDate: '2026-09-10' });
    expect(periodB(a as typeof RANGE, 'previous')).toEqual({
      startDate: '2026-08-22',
      endDate: '2026-08-31',
    });
  });

  it('a custom range the service cannot report says why', () => {
    const today = '2026-11-27';
    expect(periodA(choice('custom', null, '2026-09-10'), today)).toEqual({
      problem: 'Pick the first day of the range.',
    });
    expect(periodA(choice('custom', '2026-09-10', '2026-09-01'), today)).toEqual({
      problem: 'The first day must not be after the last day.',
    });
    expect(periodA(choice('custom', '2026-11-20', '2026-11-30'), today)).toEqual({
      problem: "The last day must not be after today (2026-11-27, the service's Pacific date).",
    });
  });
});

describe('what each side asks, checked against the report catalog', () => {
  it('the channel, a video and a group of videos: totals of every KPI and views a day', () => {
    for (const filters of [undefined, 'video==dQw4w9WgXcQ', 'group==g1']) {
      const side = { label: 'A', range: RANGE, ...(filters ? { filters } : {}) };
      expect(reportTypeOf(totalsQuery(side, kpiMetrics(false)), 'video')).toBe('BasicUserActivity');
      expect(reportTypeOf(dailyViewsQuery(side), 'video')).toBe('TimeBasedActivity');
    }
  });

  it('a group of playlists: the playlist KPI set makes playlist reports', () => {
    const side = { label: 'A', range: RANGE, filters: 'group==gp' };
    expect(reportTypeOf(totalsQuery(side, kpiMetrics(true)), 'playlist')).toBe('BasicUserActivityPlaylist');
    expect(reportTypeOf(dailyViewsQuery(side), 'playlist')).toBe('TimeBasedActivityPlaylist');
    // The video set would be refused for it: that is why either side's playlists narrow the set.
    expect(reportTypeOf(totalsQuery(side, kpiMetrics(false)), 'playlist')).toMatch(/No report type/);
  });

  it('the video pickers ask for the top videos the way the top-N report requires', () => {
    expect(topVideosQuery(RANGE)).toMatchObject({ sort: '-views', maxResults: 50 });
    expect(reportTypeOf(topVideosQuery(RANGE))).toBe('TopVideosRegional');
  });
});
