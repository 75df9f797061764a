// Every query the Overview and a video's page send, held against the report catalog with the same checker main
// and the sandbox use: a query it refuses would reach the person as an error instead of a chart.
import { describe, expect, it } from 'vitest';
import {
  ageGenderQuery,
  audienceQuery,
  countryQuery,
  kpiQuery,
  retentionQuery,
  revenueQuery,
  SERIES_METRICS,
  timeSeriesQuery,
  TOP_VIDEO_RANKINGS,
  topVideosQuery,
  trafficDetailQuery,
  trafficSourcesQuery,
} from '@/features/analytics/components/overview/overview-queries';
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { lastDays, previousRange } from '@/features/analytics/utils/periods';
import { checkQuery } from '../../../../../../../src-shared/analytics/check-query';
import { FILTER_VALUES } from '../../../../../../../src-shared/analytics/report-catalog';

const RANGE = lastDays(28, '2026-11-27');
const VIDEO = 'dQw4w9WgXcQ';

function reportTypeOf(query: ReportQuery): string {
  const check = checkQuery({ ids: 'channel==MINE', ...query });
  if ('error' in check) throw new Error(`${JSON.stringify(query)}: ${check.error.explanation}`);
  return check.reportType.id;
}

describe('overview queries', () => {
  it('asks the KPI figures and revenue of the channel and of one video as basic activity', () => {
    for (const range of [RANGE, previousRange(RANGE)]) {
      expect(reportTypeOf(kpiQuery(range))).toBe('BasicUserActivity');
      expect(reportTypeOf(kpiQuery(range, VIDEO))).toBe('BasicUserActivity');
      expect(reportTypeOf(revenueQuery(range))).toBe('BasicUserActivity');
    }
  });

  it('draws every series metric by day and by month, for the channel and a video', () => {
    for (const metric of SERIES_METRICS) {
      for (const granularity of ['day', 'month'] as const) {
        expect(reportTypeOf(timeSeriesQuery(RANGE, metric, granularity))).toBe('TimeBasedActivity');
        expect(reportTypeOf(timeSeriesQuery(RANGE, metric, granularity, VIDEO))).toBe('TimeBasedActivity');
      }
    }
    // Month ends are the first of each month the period touches.
    expect(timeSeriesQuery(RANGE, 'views', 'month')).toMatchObject({
      startDate: '2026-10-01',
      endDate: '2026-11-01',
    });
  });

  it('ranks top videos only by what the service ranks them by', () => {
    for (const ranking of TOP_VIDEO_RANKINGS)
      expect(reportTypeOf(topVideosQuery(RANGE, ranking))).toBe('TopVideosRegional');
  });

  it('asks traffic sources, and details for every source type that has them', () => {
    expect(reportTypeOf(trafficSourcesQuery(RANGE))).toBe('TrafficSource');
    const withDetails = FILTER_VALUES['insightTrafficSourceDetailAllowedSourceTypes']!;
    expect(withDetails).toContain('YT_SEARCH');
    for (const source of withDetails)
      expect(reportTypeOf(trafficDetailQuery(RANGE, source))).toBe('TrafficSourceDetail');
    // A source without details is refused: the panel does not offer to drill into it.
    expect('error' in checkQuery({ ids: 'channel==MINE', ...trafficDetailQuery(RANGE, 'PLAYLIST') })).toBe(
      true,
    );
  });

  it('asks the audience, geography and a video retention curve', () => {
    expect(reportTypeOf(ageGenderQuery(RANGE))).toBe('ViewerDemographics');
    expect(reportTypeOf(audienceQuery(RANGE, 'subscribedStatus'))).toBe('PlaybackDetailsSubscribedStatus');
    expect(reportTypeOf(audienceQuery(RANGE, 'deviceType'))).toBe('DeviceType');
    expect(reportTypeOf(audienceQuery(RANGE, 'operatingSystem'))).toBe('OperatingSystem');
    expect(reportTypeOf(countryQuery(RANGE))).toBe('GeographyBasedActivity');
    expect(reportTypeOf(retentionQuery(RANGE, VIDEO))).toBe('AudienceRetention');
  });
});
