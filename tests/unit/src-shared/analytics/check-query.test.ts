import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkQuery,
  QUERY_NOT_SUPPORTED,
  type AnalyticsQuery,
} from '../../../../src-shared/analytics/check-query';

const examples = JSON.parse(
  readFileSync(new URL('../../../fixtures/google/youtubeAnalytics-examples.json', import.meta.url), 'utf8'),
) as Record<string, { request?: { query?: AnalyticsQuery } }>;

const base = { ids: 'channel==MINE', startDate: '2026-01-01', endDate: '2026-01-31' };

function reportOf(query: AnalyticsQuery, groupKind?: 'video' | 'playlist'): string {
  const check = checkQuery({ ...base, ...query }, { groupKind });
  if ('error' in check) throw new Error(check.error.explanation);
  return check.reportType.id;
}

function errorOf(query: AnalyticsQuery) {
  const check = checkQuery({ ...base, ...query });
  if (!('error' in check)) throw new Error(`accepted as ${check.reportType.id}`);
  return check.error;
}

describe('checkQuery', () => {
  it.each([
    ['reports_query_time_based', 'TimeBasedActivity'],
    ['reports_query_month', 'TimeBasedActivity'],
    ['reports_query_geography', 'GeographyBasedActivity'],
    ['reports_query_us_states', 'GeographyBasedActivityUS'],
    ['reports_query_top_videos', 'TopVideosRegional'],
    ['reports_query_demographics', 'ViewerDemographics'],
    ['reports_query_traffic_source_detail', 'TrafficSourceDetail'],
    ['reports_query_device_os', 'DeviceTypeAndOperatingSystem'],
    ['reports_query_subscribed_status', 'PlaybackDetailsSubscribedStatus'],
    ['reports_query_audience_retention', 'AudienceRetention'],
    ['reports_query_revenue', 'TimeBasedActivity'],
  ])('accepts the recorded %s as %s', (name, report) => {
    expect(reportOf(examples[name]!.request!.query!)).toBe(report);
  });

  it('turns a group of playlists into a playlist report', () => {
    const query = { dimensions: 'day', metrics: 'views', filters: 'group==G1' };
    expect(reportOf(query, 'video')).toBe('TimeBasedActivity');
    expect(reportOf(query, 'playlist')).toBe('TimeBasedActivityPlaylist');
  });

  it.each([
    ['video with day', { dimensions: 'video,day', metrics: 'views' }],
    [
      'adImpressions by video',
      { dimensions: 'video', metrics: 'adImpressions', sort: '-adImpressions', maxResults: 5 },
    ],
    ['top videos without sort', { dimensions: 'video', metrics: 'views', maxResults: 5 }],
    ['top videos sorted ascending', { dimensions: 'video', metrics: 'views', sort: 'views', maxResults: 5 }],
    ['top videos over 200 rows', { dimensions: 'video', metrics: 'views', sort: '-views', maxResults: 201 }],
    [
      'traffic details over 25 rows',
      {
        dimensions: 'insightTrafficSourceDetail',
        metrics: 'views',
        filters: 'insightTrafficSourceType==YT_SEARCH',
        sort: '-views',
        maxResults: 26,
      },
    ],
    [
      'details of a source without them',
      {
        dimensions: 'insightTrafficSourceDetail',
        metrics: 'views',
        filters: 'insightTrafficSourceType==SHORTS',
        sort: '-views',
        maxResults: 10,
      },
    ],
    ['US states without country==US', { dimensions: 'province', metrics: 'views', filters: 'country==CA' }],
    ['viewerPercentage with views', { dimensions: 'ageGroup', metrics: 'viewerPercentage,views' }],
    [
      'retention of two videos',
      { dimensions: 'elapsedVideoTimeRatio', metrics: 'audienceWatchRatio', filters: 'video==a,b' },
    ],
    [
      'month off the 1st',
      { dimensions: 'month', metrics: 'views', startDate: '2026-01-02', endDate: '2026-03-01' },
    ],
    ['sort by a column not asked for', { dimensions: 'day', metrics: 'views', sort: 'likes' }],
  ])('refuses %s with the service\'s "not supported" 400', (_name, query) => {
    expect(errorOf(query as AnalyticsQuery)).toMatchObject({
      reason: 'badRequest',
      message: QUERY_NOT_SUPPORTED,
    });
  });

  it('names unknown identifiers and malformed values in the field they came in', () => {
    expect(errorOf({ metrics: 'watch_time_minutes' }).message).toBe(
      'Unknown identifier (watch_time_minutes) given in field parameters.metrics.',
    );
    expect(errorOf({ metrics: 'views', dimensions: 'weekday' }).message).toBe(
      'Unknown identifier (weekday) given in field parameters.dimensions.',
    );
    expect(errorOf({ metrics: 'views', startDate: '2026-02-30' }).message).toBe(
      'Invalid value (2026-02-30) given in field parameters.startDate.',
    );
    expect(errorOf({ metrics: 'views', endDate: '2025-12-31' }).reason).toBe('invalid');
    expect(errorOf({ metrics: 'views', maxResults: 0 }).message).toContain('parameters.maxResults');
    expect(errorOf({ metrics: 'views', filters: 'deviceType==FRIDGE', dimensions: 'day' }).message).toBe(
      'Invalid value (deviceType==FRIDGE) given in field parameters.filters.',
    );
    expect(errorOf({ metrics: '' }).message).toBe('Required parameter: metrics');
  });

  it('explains which rule a refused query broke', () => {
    expect(
      errorOf({ dimensions: 'video', metrics: 'views', sort: '-views', maxResults: 500 }).explanation,
    ).toMatch(/at most 200 rows/);
    expect(errorOf({ dimensions: 'ageGroup', metrics: 'viewerPercentage,views' }).explanation).toMatch(
      /metric views is not reported/,
    );
  });
});
