// What Compare asks the service for each side: its totals (one row of KPIs) and its views a day. A side is a
// range of days and, for videos and groups, the filter that narrows the channel to them.
import type { ReportQuery } from '@/features/analytics/api/run-report';
import {
  addDays,
  customRangeProblem,
  lastDays,
  previousRange,
  type DateRange,
} from '@/features/analytics/utils/periods';

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

/** Period B for period A: the days just before it, or the same days 52 weeks earlier. */
export function periodB(a: DateRange, against: Against): DateRange {
  // 52 weeks, not a calendar year: each day meets the same weekday, so weekly rhythms do not show as change.
  return against === 'previous'
    ? previousRange(a)
    : { startDate: addDays(a.startDate, -364), endDate: addDays(a.endDate, -364) };
}

/**
 * Period A: the last `days` days ending today, or the custom range picked; a custom range the service
 * cannot report says why instead.
 */
export function periodA(
  choice: { days: number | 'custom'; from: string | null; to: string | null },
  today: string,
): DateRange | { problem: string } {
  if (choice.days !== 'custom') return lastDays(choice.days, today);
  const range = { startDate: choice.from ?? undefined, endDate: choice.to ?? undefined };
  const problem = customRangeProblem(range);
  if (problem) return { problem };
  if (range.endDate! > today)
    return { problem: `The last day must not be after today (${today}, the service's Pacific date).` };
  return range as DateRange;
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
