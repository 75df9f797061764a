// Every reports.query the Overview and a video's page send, built in one place so a unit test can hold each
// against the report catalog. The service's rules shape them: a top-N report needs a descending sort by one of
// its sort options and maxResults ≤ 200; traffic details need the same and a source type that has details;
// the month dimension takes the first of a month at both ends; retention takes exactly one video.
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { monthRange, type DateRange } from '@/features/analytics/utils/periods';

/** The KPI cards' figures, in this order; subscribers net is gained − lost. */
const KPI_METRICS = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'subscribersGained',
  'subscribersLost',
  'likes',
] as const;

/** What the time series can draw; `subscribersNet` is drawn from gained and lost. */
export const SERIES_METRICS = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'subscribersNet',
  'likes',
] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

export type Granularity = 'day' | 'month';

/** The orders the service ranks top videos by (the catalog's sort options for top videos that a card shows). */
export const TOP_VIDEO_RANKINGS = ['views', 'estimatedMinutesWatched'] as const;
export type TopVideoRanking = (typeof TOP_VIDEO_RANKINGS)[number];
export const TOP_VIDEO_METRICS = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'likes',
] as const;
export const TOP_VIDEO_COUNT = 50;
/** The most detail rows the service gives for one traffic source. */
export const TRAFFIC_DETAIL_ROWS = 25;

/** A video's own figures take `video==ID`; the channel's none. */
function scoped(videoId?: string): { filters?: string } {
  return videoId ? { filters: `video==${videoId}` } : {};
}

export function kpiQuery(range: DateRange, videoId?: string): ReportQuery {
  return { ...range, metrics: KPI_METRICS.join(','), ...scoped(videoId) };
}

/** Asked on its own: without the monetary scope the service refuses it, and only its card goes. */
export function revenueQuery(range: DateRange, videoId?: string): ReportQuery {
  return { ...range, metrics: 'estimatedRevenue', ...scoped(videoId) };
}

function seriesMetrics(metric: SeriesMetric): string[] {
  return metric === 'subscribersNet' ? ['subscribersGained', 'subscribersLost'] : [metric];
}

export function timeSeriesQuery(
  range: DateRange,
  metric: SeriesMetric,
  granularity: Granularity,
  videoId?: string,
): ReportQuery {
  return {
    ...(granularity === 'month' ? monthRange(range) : range),
    metrics: seriesMetrics(metric).join(','),
    dimensions: granularity,
    sort: granularity,
    ...scoped(videoId),
  };
}

export function topVideosQuery(range: DateRange, ranking: TopVideoRanking): ReportQuery {
  return {
    ...range,
    metrics: TOP_VIDEO_METRICS.join(','),
    dimensions: 'video',
    sort: `-${ranking}`,
    maxResults: TOP_VIDEO_COUNT,
  };
}

export function trafficSourcesQuery(range: DateRange): ReportQuery {
  return {
    ...range,
    metrics: 'views,estimatedMinutesWatched',
    dimensions: 'insightTrafficSourceType',
    sort: '-views',
  };
}

export function trafficDetailQuery(range: DateRange, sourceType: string): ReportQuery {
  return {
    ...range,
    metrics: 'views,estimatedMinutesWatched',
    dimensions: 'insightTrafficSourceDetail',
    filters: `insightTrafficSourceType==${sourceType}`,
    sort: '-views',
    maxResults: TRAFFIC_DETAIL_ROWS,
  };
}

export function ageGenderQuery(range: DateRange): ReportQuery {
  return { ...range, metrics: 'viewerPercentage', dimensions: 'ageGroup,gender', sort: 'ageGroup,gender' };
}

/** Views by one audience dimension: subscribedStatus, deviceType or operatingSystem. */
export function audienceQuery(range: DateRange, dimension: string): ReportQuery {
  return { ...range, metrics: 'views,estimatedMinutesWatched', dimensions: dimension, sort: '-views' };
}

export function countryQuery(range: DateRange): ReportQuery {
  return {
    ...range,
    metrics: 'views,estimatedMinutesWatched,averageViewDuration',
    dimensions: 'country',
    sort: '-views',
  };
}

export function retentionQuery(range: DateRange, videoId: string): ReportQuery {
  return {
    ...range,
    metrics: 'audienceWatchRatio,relativeRetentionPerformance',
    dimensions: 'elapsedVideoTimeRatio',
    filters: `video==${videoId}`,
    sort: 'elapsedVideoTimeRatio',
  };
}
