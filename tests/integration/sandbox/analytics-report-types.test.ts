// One valid reports.query for each of the catalog's 44 channel report types, built from the catalog's own
// rules and sent through @googleapis/youtubeanalytics: each is answered with its columns in the requested
// order (dimensions, then metrics, with their data types) and rows of Ada's demo channel whose counts add up
// (October's rows are its two halves' rows summed).
import { beforeAll, describe, expect, it } from 'vitest';
import { checkQuery } from '../../../src-shared/analytics/check-query';
import { REPORT_TYPES } from '../../../src-shared/analytics/report-catalog';
import type { ReportType, RuleGroup } from '../../../src-shared/analytics/report-type';
import { analyticsClient, analyticsSandboxPerFile, rowsOf } from './analytics-harness';

const { oauth, tokens } = analyticsSandboxPerFile();
const RANGE = { ids: 'channel==MINE', startDate: '2026-10-01', endDate: '2026-10-31' };
/** Metrics that are plain counts of events, so they add up across rows and periods. */
const COUNTS = new Set([
  'views',
  'redViews',
  'likes',
  'dislikes',
  'comments',
  'shares',
  'subscribersGained',
  'subscribersLost',
  'videosAddedToPlaylists',
  'videosRemovedFromPlaylists',
  'cardImpressions',
  'cardClicks',
  'monetizedPlaybacks',
  'adImpressions',
  'playlistViews',
  'playlistStarts',
  'playlistSaves',
]);
const FLOAT_METRICS = /Rate|Percentage|Revenue|cpm|Cpm|Ratio|Performance|PerPlaylistStart|TimeInPlaylist/;

/** Ada's most viewed video and playlist, as the service itself reports them, and a group of her playlists. */
let video = '';
let playlist = '';
let playlistGroup = '';
beforeAll(async () => {
  const client = analyticsClient(oauth().sandbox, tokens().ada);
  const top = { ...RANGE, maxResults: 1 };
  const videos = await client.reports.query({
    ...top,
    dimensions: 'video',
    metrics: 'views',
    sort: '-views',
  });
  video = videos.data.rows![0]![0] as string;
  const playlists = await client.reports.query({
    ...top,
    dimensions: 'playlist',
    metrics: 'playlistViews',
    sort: '-playlistViews',
  });
  playlist = playlists.data.rows![0]![0] as string;
  const group = await client.groups.insert({
    requestBody: { snippet: { title: 'Top playlist' }, contentDetails: { itemType: 'youtube#playlist' } },
  });
  playlistGroup = group.data.id!;
  await client.groupItems.insert({
    requestBody: { groupId: playlistGroup, resource: { kind: 'youtube#playlist', id: playlist } },
  });
});

function chosen(groups: readonly RuleGroup[]): string[] {
  return groups.flatMap((group) =>
    group.rule === 'Required'
      ? group.values
      : ['ExactlyOne', 'OneOrMore'].includes(group.rule)
        ? [group.values[0]!]
        : [],
  );
}

function filterValue(name: string): string {
  if (name.includes('==')) return name;
  const values: Record<string, string> = {
    video,
    playlist,
    group: playlistGroup,
    province: 'US-CA',
    insightTrafficSourceType: 'YT_SEARCH',
  };
  return `${name}==${values[name]}`;
}

/** The smallest valid query of `report`: its required dimensions and filters, every metric it allows. */
function queryOf(report: ReportType) {
  const filters = chosen(report.filters).map(filterValue).join(';');
  return {
    ...RANGE,
    dimensions: chosen(report.dimensions).join(','),
    metrics: report.metrics.join(','),
    ...(filters ? { filters } : {}),
    ...(report.requiresSortAndMaxResults
      ? { sort: `-${report.sortOptions[0]}`, maxResults: Math.min(10, report.maxResults ?? 10) }
      : {}),
  };
}

describe('one query per report type', () => {
  it('covers the 44 channel report types', () => {
    expect(REPORT_TYPES).toHaveLength(44);
  });

  it.each(REPORT_TYPES.map((report) => [report.id, report] as const))(
    'answers a %s query',
    async (id, report) => {
      const query = queryOf(report);
      const check = checkQuery(query, { groupKind: 'playlist' });
      expect('reportType' in check && check.reportType.contentKind).toBe(report.contentKind);
      const client = analyticsClient(oauth().sandbox, tokens().adaMoney);
      const { status, data } = await client.reports.query(query);
      expect(status, id).toBe(200);
      expect(data.kind).toBe('youtubeAnalytics#resultTable');
      const dimensions = query.dimensions ? query.dimensions.split(',') : [];
      const metrics = query.metrics.split(',');
      expect(data.columnHeaders).toEqual([
        ...dimensions.map((name) => ({
          name,
          columnType: 'DIMENSION',
          dataType: name === 'elapsedVideoTimeRatio' ? 'FLOAT' : 'STRING',
        })),
        ...metrics.map((name) => ({
          name,
          columnType: 'METRIC',
          dataType: FLOAT_METRICS.test(name) && name !== 'monetizedPlaybacks' ? 'FLOAT' : 'INTEGER',
        })),
      ]);
      expect(data.rows?.length, `${id} has rows`).toBeGreaterThan(0);
      for (const row of data.rows!) {
        expect(row).toHaveLength(dimensions.length + metrics.length);
        for (const [i, cell] of row.entries()) {
          expect(typeof cell, `${id} column ${i}`).toBe(
            i < dimensions.length && dimensions[i] !== 'elapsedVideoTimeRatio' ? 'string' : 'number',
          );
        }
      }
      if (query.maxResults !== undefined) expect(data.rows!.length).toBeLessThanOrEqual(query.maxResults);
      if (report.requiresSortAndMaxResults) return;
      // Counts add up: each row of October is its row of the first half plus its row of the second.
      const halves = await Promise.all(
        [
          { startDate: '2026-10-01', endDate: '2026-10-15' },
          { startDate: '2026-10-16', endDate: '2026-10-31' },
        ].map(async (half) => rowsOf((await client.reports.query({ ...query, ...half })).data)),
      );
      const counts = metrics.filter((metric) => COUNTS.has(metric));
      const key = (row: Record<string, string | number>) => dimensions.map((name) => row[name]).join('|');
      for (const row of rowsOf(data)) {
        const parts = halves.map((half) => half.find((other) => key(other) === key(row)));
        for (const metric of counts) {
          const added = parts.reduce((total, part) => total + Number(part?.[metric] ?? 0), 0);
          expect(added, `${id} ${key(row)} ${metric}`).toBe(row[metric]);
        }
      }
    },
  );
});
