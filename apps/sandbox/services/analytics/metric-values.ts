// A report row's metrics from its summed view counters (view-draw.ts): counts as they are, watch time in
// minutes, averages and rates from their parts (so an average is its row's total over its row's views), money
// in the requested currency. dataType as the API reports it: STRING, INTEGER or FLOAT.
import { COUNTER } from './view-draw';

export type DataType = 'STRING' | 'INTEGER' | 'FLOAT';

const COUNTED: Readonly<Record<string, number>> = {
  views: COUNTER.views,
  redViews: COUNTER.redViews,
  likes: COUNTER.likes,
  dislikes: COUNTER.dislikes,
  comments: COUNTER.comments,
  shares: COUNTER.shares,
  subscribersGained: COUNTER.subscribersGained,
  subscribersLost: COUNTER.subscribersLost,
  videosAddedToPlaylists: COUNTER.videosAddedToPlaylists,
  videosRemovedFromPlaylists: COUNTER.videosRemovedFromPlaylists,
  cardImpressions: COUNTER.cardImpressions,
  cardClicks: COUNTER.cardClicks,
  cardTeaserImpressions: COUNTER.cardTeaserImpressions,
  cardTeaserClicks: COUNTER.cardTeaserClicks,
  monetizedPlaybacks: COUNTER.monetizedPlaybacks,
  adImpressions: COUNTER.adImpressions,
  playlistViews: COUNTER.playlistViews,
  playlistStarts: COUNTER.playlistStarts,
  playlistSaves: COUNTER.playlistSaves,
};

/** Annotations were retired in 2019: their metrics are still accepted and always 0. */
const RETIRED = new Set([
  'annotationImpressions',
  'annotationClickableImpressions',
  'annotationClosableImpressions',
  'annotationClicks',
  'annotationCloses',
]);
const RETIRED_RATES = new Set(['annotationClickThroughRate', 'annotationCloseRate']);

const INTEGER_METRICS = new Set([
  ...Object.keys(COUNTED),
  ...RETIRED,
  'estimatedMinutesWatched',
  'estimatedRedMinutesWatched',
  'averageViewDuration',
  'playlistEstimatedMinutesWatched',
  'playlistAverageViewDuration',
]);

export function dataTypeOf(name: string, kind: 'DIMENSION' | 'METRIC'): DataType {
  if (kind === 'DIMENSION') return name === 'elapsedVideoTimeRatio' ? 'FLOAT' : 'STRING';
  return INTEGER_METRICS.has(name) ? 'INTEGER' : 'FLOAT';
}

function ratio(part: number, whole: number, digits: number): number {
  return whole === 0 ? 0 : round(part / whole, digits);
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * The value of `metric` for a row whose counters sum to `c`; money is converted at `rate` units of the
 * requested currency per dollar. viewerPercentage needs the views of all rows (`allViews`).
 */
export function metricValue(metric: string, c: Float64Array, rate: number, allViews: number): number {
  const counted = COUNTED[metric];
  if (counted !== undefined) return c[counted]!;
  if (RETIRED.has(metric) || RETIRED_RATES.has(metric)) return 0;
  const money = (micros: number) => round((micros / 1e6) * rate, 3);
  const views = c[COUNTER.views]!;
  switch (metric) {
    case 'estimatedMinutesWatched':
      return Math.round(c[COUNTER.watchSeconds]! / 60);
    case 'estimatedRedMinutesWatched':
      return Math.round(c[COUNTER.redWatchSeconds]! / 60);
    case 'averageViewDuration':
      return views === 0 ? 0 : Math.round(c[COUNTER.watchSeconds]! / views);
    case 'averageViewPercentage':
      return ratio(100 * c[COUNTER.watchFractions]!, views, 2);
    case 'cardClickRate':
      return ratio(c[COUNTER.cardClicks]!, c[COUNTER.cardImpressions]!, 4);
    case 'cardTeaserClickRate':
      return ratio(c[COUNTER.cardTeaserClicks]!, c[COUNTER.cardTeaserImpressions]!, 4);
    case 'estimatedRevenue':
      return money(c[COUNTER.adRevenueMicros]! + c[COUNTER.redRevenueMicros]!);
    case 'estimatedAdRevenue':
      return money(c[COUNTER.adRevenueMicros]!);
    case 'estimatedRedPartnerRevenue':
      return money(c[COUNTER.redRevenueMicros]!);
    case 'grossRevenue':
      return money(c[COUNTER.grossMicros]!);
    case 'cpm':
      return ratio((c[COUNTER.grossMicros]! / 1e6) * rate * 1000, c[COUNTER.adImpressions]!, 3);
    case 'playbackBasedCpm':
      return ratio((c[COUNTER.grossMicros]! / 1e6) * rate * 1000, c[COUNTER.monetizedPlaybacks]!, 3);
    case 'viewerPercentage':
      return ratio(100 * views, allViews, 2);
    case 'playlistEstimatedMinutesWatched':
      return Math.round(c[COUNTER.playlistWatchSeconds]! / 60);
    case 'playlistAverageViewDuration':
      return c[COUNTER.playlistViews] === 0
        ? 0
        : Math.round(c[COUNTER.playlistWatchSeconds]! / c[COUNTER.playlistViews]!);
    case 'viewsPerPlaylistStart':
      return ratio(c[COUNTER.playlistViews]!, c[COUNTER.playlistStarts]!, 2);
    case 'averageTimeInPlaylist':
      return ratio(c[COUNTER.playlistWatchSeconds]! / 60, c[COUNTER.playlistStarts]!, 2);
    default:
      throw new Error(`metric ${metric} has no formula`);
  }
}
