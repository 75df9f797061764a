// Runs a checked reports.query over a demo channel: every view of the selected videos on the reported days
// (view-draw.ts) that passes the filters adds its counters to the row its dimension values name; rows are
// then turned into metrics, sorted and paged. Columns follow the request: dimensions, then metrics.
import type { CheckedQuery } from '../../../../src-shared/analytics/check-query';
import type { ReportType } from '../../../../src-shared/analytics/report-type';
import { dailyViews, dayNumber, type DemoChannel } from './demo-channels';
import { dataTypeOf, metricValue } from './metric-values';
import { COUNTER, COUNTER_COUNT, ViewDraw } from './view-draw';

/** Which videos (and, for playlist reports, which playlists' plays) a query's video/playlist/group filter picks. */
export interface Selection {
  videos?: ReadonlySet<number>;
  playlists?: ReadonlySet<number>;
}

export interface ReportAnswer {
  kind: 'youtubeAnalytics#resultTable';
  columnHeaders: Array<{ name: string; columnType: 'DIMENSION' | 'METRIC'; dataType: string }>;
  /** Left out when no row has data, as the service does. */
  rows?: Array<Array<string | number>>;
}

export interface ReportRun {
  channel: DemoChannel;
  reportType: ReportType;
  query: CheckedQuery;
  selection: Selection;
  /** The last day (days since 1970-01-01) with data: later days are not final and not reported. */
  lastDay: number;
  /** Units of the requested currency per US dollar. */
  currencyRate: number;
}

/** Filters other than the ones that pick videos compare a view's value with the filter's values. */
export const SELECTING = new Set(['video', 'playlist', 'group']);

interface Row {
  keys: string[];
  counters: Float64Array;
}

export function headers(query: CheckedQuery): ReportAnswer['columnHeaders'] {
  return [
    ...query.dimensions.map((name) => ({
      name,
      columnType: 'DIMENSION' as const,
      dataType: dataTypeOf(name, 'DIMENSION'),
    })),
    ...query.metrics.map((name) => ({
      name,
      columnType: 'METRIC' as const,
      dataType: dataTypeOf(name, 'METRIC'),
    })),
  ];
}

function videosOf(channel: DemoChannel, selection: Selection): number[] {
  if (selection.videos) return [...selection.videos];
  if (selection.playlists) {
    const members = new Set<number>();
    for (const p of selection.playlists) for (const v of channel.playlists[p]!.videoIndexes) members.add(v);
    return [...members];
  }
  return channel.videos.map((video) => video.index);
}

/** The last day a query covers: with months, endDate (the 1st) stands for its whole month. */
function lastDayOf(query: CheckedQuery): number {
  if (!query.dimensions.includes('month')) return dayNumber(query.endDate);
  const [year, month] = query.endDate.split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) / 86_400_000 - 1;
}

/** Dimensions and filters whose value is the same for every view of a video on a day. */
const PER_VIDEO_DAY = new Set(['day', 'month', 'video', 'creatorContentType', 'liveOrOnDemand']);
/** Counters of a whole video-day, kept for queries that only need those (overviews, day and video reports). */
const dayTotals = new Map<string, Float64Array>();
const DAY_TOTALS_KEPT = 100_000;

function dayCounters(channel: DemoChannel, index: number, day: number, draw: ViewDraw): Float64Array {
  const id = `${channel.seed}:${index}:${day}`;
  let counters = dayTotals.get(id);
  if (!counters) {
    counters = new Float64Array(COUNTER_COUNT);
    const video = channel.videos[index]!;
    const views = dailyViews(channel, video, day);
    for (let n = 0; n < views; n++) {
      draw.next(channel, video, day, n);
      draw.addTo(counters, () => false);
    }
    if (dayTotals.size >= DAY_TOTALS_KEPT) dayTotals.clear();
    dayTotals.set(id, counters);
  }
  return counters;
}

class Rows {
  readonly byId = new Map<string, Row>();

  row(keys: readonly string[]): Row {
    const id = keys.join('\u0001');
    let row = this.byId.get(id);
    if (!row) {
      row = { keys: [...keys], counters: new Float64Array(COUNTER_COUNT) };
      this.byId.set(id, row);
    }
    return row;
  }
}

function accumulate(run: ReportRun, dimensions: readonly string[]): Rows {
  const { channel, query, selection } = run;
  const rows = new Rows();
  const filters = query.filters.filter((filter) => !SELECTING.has(filter.key));
  const byPlaylist = dimensions.includes('playlist');
  const wholeDays =
    !byPlaylist &&
    !selection.playlists &&
    [...dimensions, ...filters.map((filter) => filter.key)].every((name) => PER_VIDEO_DAY.has(name));
  const first = dayNumber(query.startDate);
  const last = Math.min(lastDayOf(query), run.lastDay);
  const draw = new ViewDraw();
  const inSelection = (p: number) => selection.playlists?.has(p) ?? false;
  const passes = () => filters.every((filter) => filter.values.includes(draw.value(filter.key) ?? ''));
  const keys: string[] = [];
  for (const index of videosOf(channel, selection)) {
    const video = channel.videos[index]!;
    for (let day = Math.max(first, video.publishedDay); day <= last; day++) {
      if (wholeDays) {
        draw.next(channel, video, day, 0);
        if (!passes()) continue;
        const counters = rows.row(dimensions.map((name) => draw.value(name)!)).counters;
        const totals = dayCounters(channel, index, day, draw);
        for (let c = 0; c < totals.length; c++) counters[c]! += totals[c]!;
        continue;
      }
      const views = dailyViews(channel, video, day);
      for (let n = 0; n < views; n++) {
        draw.next(channel, video, day, n);
        if (!passes()) continue;
        keys.length = 0;
        let complete = true;
        for (const dimension of dimensions) {
          const value = dimension === 'playlist' ? '' : draw.value(dimension);
          if (value === undefined) complete = false;
          keys.push(value ?? '');
        }
        if (!complete) continue;
        if (!byPlaylist) {
          draw.addTo(rows.row(keys).counters, inSelection);
          continue;
        }
        // A playlist row counts every view of its videos; its playlist metrics only the plays inside it.
        for (const target of video.playlists) {
          const playlistId = channel.playlists[target]!.id;
          const rowKeys = keys.map((key, i) => (dimensions[i] === 'playlist' ? playlistId : key));
          draw.addTo(rows.row(rowKeys).counters, (p) => p === target);
        }
      }
    }
  }
  return rows;
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The answer to `run`'s query. */
export function runReport(run: ReportRun): ReportAnswer {
  const { query } = run;
  const rows = [...accumulate(run, query.dimensions).byId.values()];
  const allViews = rows.reduce((sum, row) => sum + row.counters[COUNTER.views]!, 0);
  const table = rows.map((row) => [
    ...row.keys,
    ...query.metrics.map((metric) => metricValue(metric, row.counters, run.currencyRate, allViews)),
  ]);
  const columns = [...query.dimensions, ...query.metrics];
  const order =
    query.sort.length > 0 ? query.sort : query.dimensions.map((field) => ({ field, descending: false }));
  table.sort((a, b) => {
    for (const { field, descending } of order) {
      const i = columns.indexOf(field);
      const difference = compare(a[i]!, b[i]!);
      if (difference !== 0) return descending ? -difference : difference;
    }
    return 0;
  });
  const start = query.startIndex - 1;
  const page = table.slice(start, query.maxResults === undefined ? undefined : start + query.maxResults);
  return {
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders: headers(query),
    ...(page.length > 0 ? { rows: page } : {}),
  };
}
