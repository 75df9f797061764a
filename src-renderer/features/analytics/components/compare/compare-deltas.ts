// The figures Compare puts side by side: each KPI for A and for B from their totals reports, and how A differs
// from B (absolute, and as a share of B). Both sides ask for the same metrics, so the rows line up.
import type { OutputOf } from '@/lib/contract';
import { metricChange } from '@/features/analytics/utils/metric-format';

type ReportResult = OutputOf<'analytics:query'>;

/** The KPIs of videos and of the whole channel. */
const VIDEO_KPIS = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'likes',
  'comments',
  'shares',
  'subscribersGained',
] as const;
/** What playlist reports offer of them (a group of playlists makes playlist reports). */
const PLAYLIST_KPIS = ['views', 'estimatedMinutesWatched', 'averageViewDuration'] as const;

/** The metrics both sides can report: the playlist set as soon as either side is a group of playlists. */
export function kpiMetrics(anyPlaylists: boolean): readonly string[] {
  return anyPlaylists ? PLAYLIST_KPIS : VIDEO_KPIS;
}

/**
 * A totals report's value for each metric: its one row read by column name. No rows means nothing happened
 * in the range, which is zero for every metric the service reports.
 */
export function totalsOf(result: ReportResult, metrics: readonly string[]): Record<string, number> {
  const row = result.rows[0];
  const values: Record<string, number> = {};
  for (const metric of metrics) {
    const column = result.columnHeaders.findIndex((header) => header.name === metric);
    const value = column < 0 || !row ? 0 : Number(row[column] ?? 0);
    values[metric] = Number.isFinite(value) ? value : 0;
  }
  return values;
}

export interface KpiComparison {
  metric: string;
  a: number;
  b: number;
  /** a − b, in the metric's unit. */
  difference: number;
  /** The difference as a share of b; null when b is zero (no base to compare with). */
  ratio: number | null;
}

/** Each metric's A, B and the change from B to A. */
export function compareKpis(
  metrics: readonly string[],
  a: Record<string, number>,
  b: Record<string, number>,
): KpiComparison[] {
  return metrics.map((metric) => {
    const valueA = a[metric] ?? 0;
    const valueB = b[metric] ?? 0;
    return { metric, a: valueA, b: valueB, ...metricChange(valueA, valueB) };
  });
}
