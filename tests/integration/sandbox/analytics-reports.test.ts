// reports.query through @googleapis/youtubeanalytics against Ada's and Grace's demo channels: breakdowns that
// add up to their totals and averages that agree with their parts, the retention curve, the days not final
// yet, the service's 400s for unsupported combinations and bad parameters, the scope and ownership 403s,
// revenue only with the monetary scope, and report days and Date that follow the sandbox clock.
import { describe, expect, it } from 'vitest';
import { QUERY_NOT_SUPPORTED } from '../../../src-shared/analytics/check-query';
import {
  analyticsClient,
  analyticsFixtures,
  analyticsSandboxPerFile,
  analyticsSettings,
  recorded,
  rowsOf,
  sum,
} from './analytics-harness';
import { oauthFailure } from './oauth-harness';

const { oauth, tokens } = analyticsSandboxPerFile();
const OCTOBER = { ids: 'channel==MINE', startDate: '2026-10-01', endDate: '2026-10-31' };
const COUNTS = 'views,likes,comments,shares,subscribersGained,subscribersLost';

function client(token: keyof ReturnType<typeof tokens> = 'ada') {
  return analyticsClient(oauth().sandbox, tokens()[token]);
}

async function rows(query: Record<string, string | number>, token: Parameters<typeof client>[0] = 'ada') {
  return rowsOf((await client(token).reports.query({ ...OCTOBER, ...query })).data);
}

describe('numbers that agree with each other', () => {
  it('breaks the channel total down by day, country, subscribed status, device and OS, traffic source and more', async () => {
    const [total] = await rows({
      metrics: `${COUNTS},dislikes,videosAddedToPlaylists,estimatedMinutesWatched`,
    });
    expect(total!['views']).toBeGreaterThan(10_000);
    const breakdowns: Array<[string, string]> = [
      ['day', COUNTS],
      ['country', COUNTS],
      ['subscribedStatus', 'views,likes,dislikes,shares,videosAddedToPlaylists'],
      ['deviceType,operatingSystem', 'views'],
      ['insightTrafficSourceType', 'views'],
      ['insightPlaybackLocationType', 'views'],
      ['youtubeProduct', 'views'],
    ];
    for (const [dimensions, counts] of breakdowns) {
      const breakdown = await rows({ dimensions, metrics: `${counts},estimatedMinutesWatched` });
      for (const metric of counts.split(',')) {
        expect(sum(breakdown, metric), `${dimensions} ${metric}`).toBe(total![metric]);
      }
      // Minutes are rounded per row: the rows' sum is within half a minute per row of the total.
      const minutes = sum(breakdown, 'estimatedMinutesWatched') - Number(total!['estimatedMinutesWatched']);
      expect(Math.abs(minutes), dimensions).toBeLessThanOrEqual(breakdown.length / 2);
    }
  });

  it('splits the US row into states, and a device into its operating systems', async () => {
    const countries = await rows({ dimensions: 'country', metrics: 'views' });
    const states = await rows({ dimensions: 'province', metrics: 'views', filters: 'country==US' });
    expect(states.every((row) => String(row['province']).startsWith('US-'))).toBe(true);
    expect(sum(states, 'views')).toBe(countries.find((row) => row['country'] === 'US')!['views']);
    const devices = await rows({ dimensions: 'deviceType', metrics: 'views' });
    const systems = await rows({
      dimensions: 'operatingSystem',
      metrics: 'views',
      filters: 'deviceType==MOBILE',
    });
    expect(systems.map((row) => row['operatingSystem']).sort()).toEqual(['ANDROID', 'IOS']);
    expect(sum(systems, 'views')).toBe(devices.find((row) => row['deviceType'] === 'MOBILE')!['views']);
  });

  it('gives averages that are their row’s totals over its views, and month rows that sum the days', async () => {
    const days = await rows({
      dimensions: 'day',
      metrics: 'views,estimatedMinutesWatched,averageViewDuration,averageViewPercentage',
    });
    expect(days).toHaveLength(31);
    for (const day of days) {
      const minutes = (Number(day['averageViewDuration']) * Number(day['views'])) / 60;
      expect(Math.abs(minutes - Number(day['estimatedMinutesWatched']))).toBeLessThanOrEqual(
        Number(day['views']) / 120 + 1,
      );
      expect(day['averageViewPercentage']).toBeGreaterThan(0);
      expect(day['averageViewPercentage']).toBeLessThanOrEqual(100);
    }
    const [month] = await rows({
      dimensions: 'month',
      metrics: 'views',
      startDate: '2026-10-01',
      endDate: '2026-10-01',
    });
    expect(month).toEqual({ month: '2026-10', views: sum(days, 'views') });
  });

  it('has weekly seasonality and a long history: weekends above weekdays, two years of months', async () => {
    const days = await rows({
      dimensions: 'day',
      metrics: 'views',
      startDate: '2026-01-01',
      endDate: '2026-10-31',
    });
    const weekday = (row: Record<string, string | number>) => new Date(`${row['day']}T00:00:00Z`).getUTCDay();
    const mean = (list: typeof days) => sum(list, 'views') / list.length;
    const weekend = days.filter((row) => [0, 6].includes(weekday(row)));
    const midweek = days.filter((row) => [2, 3].includes(weekday(row)));
    expect(mean(weekend)).toBeGreaterThan(mean(midweek));
    const months = await rows({
      dimensions: 'month',
      metrics: 'views',
      startDate: '2024-11-01',
      endDate: '2026-10-01',
    });
    expect(months).toHaveLength(24);
    expect(months.every((row) => Number(row['views']) > 0)).toBe(true);
  });

  it('answers demographics as percentages of viewers that add up to 100', async () => {
    const shares = await rows({
      dimensions: 'ageGroup,gender',
      metrics: 'viewerPercentage',
      sort: 'gender,ageGroup',
    });
    expect(Math.abs(sum(shares, 'viewerPercentage') - 100)).toBeLessThan(0.1);
    expect(shares.map((row) => `${row['gender']} ${row['ageGroup']}`)).toEqual(
      [...shares.map((row) => `${row['gender']} ${row['ageGroup']}`)].sort(),
    );
  });

  it('ranks top videos, search terms and embedding sites in descending order within their row limits', async () => {
    const top = await rows({ dimensions: 'video', metrics: 'views,likes', sort: '-views', maxResults: 5 });
    expect(top).toHaveLength(5);
    expect(top.map((row) => row['views'])).toEqual(
      [...top.map((row) => Number(row['views']))].sort((a, b) => b - a),
    );
    const terms = await rows({
      dimensions: 'insightTrafficSourceDetail',
      metrics: 'views',
      filters: 'insightTrafficSourceType==YT_SEARCH',
      sort: '-views',
      maxResults: 25,
    });
    const sources = await rows({ dimensions: 'insightTrafficSourceType', metrics: 'views' });
    expect(terms.length).toBeGreaterThan(3);
    expect(sum(terms, 'views')).toBe(
      sources.find((row) => row['insightTrafficSourceType'] === 'YT_SEARCH')!['views'],
    );
    const external = await rows({
      dimensions: 'insightTrafficSourceDetail',
      metrics: 'views',
      filters: 'insightTrafficSourceType==EXT_URL',
      sort: '-views',
      maxResults: 10,
    });
    expect(String(external[0]!['insightTrafficSourceDetail'])).toMatch(/^https:\/\//);
    const second = await rows({
      dimensions: 'video',
      metrics: 'views',
      sort: '-views',
      maxResults: 2,
      startIndex: 2,
    });
    expect(second[0]).toEqual({ video: top[1]!['video'], views: top[1]!['views'] });
  });

  it('draws a video’s retention curve over 100 points, falling, that agrees with its average view percentage', async () => {
    const [top] = await rows({ dimensions: 'video', metrics: 'views', sort: '-views', maxResults: 1 });
    const video = String(top!['video']);
    const curve = await rows({
      dimensions: 'elapsedVideoTimeRatio',
      metrics: 'audienceWatchRatio,relativeRetentionPerformance',
      filters: `video==${video}`,
    });
    expect(curve.map((row) => row['elapsedVideoTimeRatio'])).toEqual(
      Array.from({ length: 100 }, (_, i) => (i + 1) / 100),
    );
    for (let i = 1; i < curve.length; i++)
      expect(curve[i]!['audienceWatchRatio']).toBeLessThanOrEqual(
        Number(curve[i - 1]!['audienceWatchRatio']),
      );
    const [whole] = await rows({ metrics: 'averageViewPercentage', filters: `video==${video}` });
    // The area under the curve is the average share of the video watched.
    const area = sum(curve, 'audienceWatchRatio');
    expect(Math.abs(area - Number(whole!['averageViewPercentage']))).toBeLessThan(1.5);
  });

  it('answers the same query the same way every time, and Grace’s channel with Grace’s numbers', async () => {
    const query = { dimensions: 'country', metrics: 'views', sort: '-views' };
    expect(await rows(query)).toEqual(await rows(query));
    const grace = await rows({ metrics: 'views' }, 'grace');
    const ada = await rows({ metrics: 'views' });
    expect(grace[0]!['views']).toBeGreaterThan(0);
    expect(grace[0]!['views']).not.toBe(ada[0]!['views']);
  });
});

describe('the days not final yet', () => {
  it('leaves out today and the two days before it, by the sandbox clock', async () => {
    const view = await analyticsSettings(oauth().sandbox);
    const days = await rows({
      dimensions: 'day',
      metrics: 'views',
      startDate: '2026-01-01',
      endDate: view.today,
    });
    expect(days.at(-1)!['day']).toBe(view.lastReportedDay);
    const today = Date.parse(`${view.today}T00:00:00Z`);
    expect(Date.parse(`${view.lastReportedDay}T00:00:00Z`)).toBe(today - 3 * 86_400_000);
  });

  it('moves the report days and Date with the clock offset, and answers a range with no data without rows', async () => {
    const moved = await analyticsSettings(oauth().sandbox, { clockOffsetMs: 30 * 86_400_000 });
    const response = await client().reports.query({
      ...OCTOBER,
      dimensions: 'day',
      metrics: 'views',
      startDate: '2026-12-01',
      endDate: moved.today,
    });
    expect(rowsOf(response.data).at(-1)!['day']).toBe(moved.lastReportedDay);
    // Date says the moved clock's time, a month ahead of the machine's.
    const date = Date.parse((response.headers as unknown as Headers).get('date')!);
    expect(date).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const future = await client().reports.query({
      ...OCTOBER,
      dimensions: 'day',
      metrics: 'views',
      startDate: '2027-06-01',
      endDate: '2027-06-30',
    });
    expect(future.data).toEqual(analyticsFixtures['reports_query_empty']!['response' as never]);
  });
});

describe('refusals', () => {
  it.each([
    ['video with day', { dimensions: 'video,day', metrics: 'views' }],
    [
      'ad impressions by video',
      { dimensions: 'video', metrics: 'adImpressions', sort: '-adImpressions', maxResults: 5 },
    ],
    ['top videos without sort', { dimensions: 'video', metrics: 'views', maxResults: 5 }],
    ['top videos over 200', { dimensions: 'video', metrics: 'views', sort: '-views', maxResults: 201 }],
    ['top videos ascending', { dimensions: 'video', metrics: 'views', sort: 'views', maxResults: 5 }],
    ['viewerPercentage with views', { dimensions: 'ageGroup', metrics: 'viewerPercentage,views' }],
    [
      'month off the first',
      { dimensions: 'month', metrics: 'views', startDate: '2026-01-15', endDate: '2026-03-01' },
    ],
  ])('answers %s with the real 400 "not supported"', async (_name, query) => {
    const failure = await oauthFailure(client().reports.query({ ...OCTOBER, ...query }));
    expect(failure).toEqual(recorded('error_400_query_not_supported'));
    expect(JSON.stringify(failure.data)).toContain(QUERY_NOT_SUPPORTED);
  });

  it('names an unknown metric and a bad date in the field they came in', async () => {
    expect(await oauthFailure(client().reports.query({ ...OCTOBER, metrics: 'watch_time_minutes' }))).toEqual(
      recorded('error_400_unknown_metric_shape'),
    );
    const badDate = await oauthFailure(
      client().reports.query({ ...OCTOBER, metrics: 'views', startDate: '2026-02-30' }),
    );
    expect(badDate.status).toBe(400);
    expect(badDate.data).toMatchObject({
      error: { message: 'Invalid value (2026-02-30) given in field parameters.startDate.' },
    });
    const currency = await oauthFailure(
      client('adaMoney').reports.query({ ...OCTOBER, metrics: 'estimatedRevenue', currency: 'XYZ' }),
    );
    expect(currency).toMatchObject({
      status: 400,
      data: { error: { message: 'Invalid value (XYZ) given in field parameters.currency.' } },
    });
  });

  it('answers a token without an analytics scope with the bearer check’s 403', async () => {
    const failure = await oauthFailure(client('adaEmail').reports.query({ ...OCTOBER, metrics: 'views' }));
    expect(failure).toMatchObject({
      status: 403,
      data: {
        error: { status: 'PERMISSION_DENIED', details: [{ reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }] },
      },
    });
  });

  it('answers someone else’s channel or a content owner with the real 403', async () => {
    const [ada] = await rows({
      dimensions: 'insightTrafficSourceDetail',
      metrics: 'views',
      filters: 'insightTrafficSourceType==YT_CHANNEL',
      sort: '-views',
      maxResults: 1,
    });
    const adaChannel = String(ada!['insightTrafficSourceDetail']);
    expect(adaChannel).toMatch(/^UC[\w-]{22}$/);
    expect(await rows({ metrics: 'views', ids: `channel==${adaChannel}` })).toHaveLength(1);
    for (const ids of [`channel==${adaChannel}`, 'contentOwner==ExampleCmsOwner']) {
      expect(
        await oauthFailure(client('grace').reports.query({ ...OCTOBER, metrics: 'views', ids })),
      ).toEqual(recorded('error_403_forbidden'));
    }
  });

  it('reports revenue only with the monetary scope, converted to the currency asked for', async () => {
    const query = {
      ...OCTOBER,
      dimensions: 'day',
      metrics: 'estimatedRevenue,estimatedAdRevenue,grossRevenue,cpm,playbackBasedCpm,monetizedPlaybacks',
    };
    expect(await oauthFailure(client().reports.query(query))).toEqual(recorded('error_403_forbidden'));
    const usd = rowsOf((await client('adaMoney').reports.query(query)).data);
    const eur = rowsOf((await client('adaMoney').reports.query({ ...query, currency: 'EUR' })).data);
    expect(sum(usd, 'estimatedRevenue')).toBeGreaterThan(0);
    for (const [i, row] of usd.entries()) {
      expect(eur[i]!['monetizedPlaybacks']).toBe(row['monetizedPlaybacks']);
      expect(Math.abs(Number(eur[i]!['grossRevenue']) - Number(row['grossRevenue']) * 0.92)).toBeLessThan(
        0.002,
      );
      expect(Number(row['estimatedAdRevenue'])).toBeLessThan(Number(row['grossRevenue']));
    }
  });
});
