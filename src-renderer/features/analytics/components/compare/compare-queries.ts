// What Compare asks the service for each side: its totals (one row of KPIs) and its views a day. A side is a
// range of days and, for videos and groups, the filter that narrows the channel to them.
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { addDays, lastDays, previousRange, type DateRange } from '@/features/analytics/utils/periods';

export type CompareMode = 'periods' | 'videos' | 'groups';

/** What period B is, in the periods mode: the days just before A, or the same days 52 weeks earlier. */
export type Against = 'previous' | 'year';

export interface CompareSide {
  /** How the side is named in the table, the legend and the tooltips. */
  label: string;
  range: DateRange;
  /** `video==ID` or `group==ID`; none for the whole channel. */
  filters?: string;
}

/** Period A (the last `days` days) and period B to hold against it. */
export function comparedRanges(
  days: number,
  against: Against,
  today: string,
): { a: DateRange; b: DateRange } {
  const a = lastDays(days, today);
  // 52 weeks, not a calendar year: each day meets the same weekday, so weekly rhythms do not show as change.
  const b =
    against === 'previous'
      ? previousRange(a)
      : { startDate: addDays(a.startDate, -364), endDate: addDays(a.endDate, -364) };
  return { a, b };
}

export function totalsQuery(side: CompareSide, metrics: readonly string[]): ReportQuery {
  return { ...side.range, metrics: metrics.join(','), ...(side.filters ? { filters: side.filters } : {}) };
}

export function dailyViewsQuery(side: CompareSide): ReportQuery {
  return {
    ...side.range,
    metrics: 'views',
    dimensions: 'day',
    sort: 'day',
    ...(side.filters ? { filters: side.filters } : {}),
  };
}

/** The channel's most viewed videos over a range, for the video pickers. */
export function topVideosQuery(range: DateRange): ReportQuery {
  return { ...range, metrics: 'views', dimensions: 'video', sort: '-views', maxResults: 50 };
}
