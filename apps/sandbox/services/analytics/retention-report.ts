// The audience-retention report of one video (elapsedVideoTimeRatio): for each hundredth of the video, the
// share of its views still watching there, from the same view draws as every other report.
import { dailyViews, dayNumber } from './demo-channels';
import { round } from './metric-values';
import { headers, SELECTING, type ReportAnswer, type ReportRun } from './report-runner';
import { ViewDraw } from './view-draw';

/** Similar videos keep this share of their audience at each point (the comparison relativeRetentionPerformance makes). */
function typicalRetention(shorts: boolean, x: number): number {
  return Math.exp(-(shorts ? 0.6 : 1.8) * x);
}

/**
 * The audience-retention report of one video: for each hundredth of the video, the share of views still
 * watching there (audienceWatchRatio) and how that compares with similar videos (0 worst … 1 best).
 */
export function runRetention(run: ReportRun, videoIndex: number | undefined): ReportAnswer {
  const { channel, query } = run;
  const video = videoIndex === undefined ? undefined : channel.videos[videoIndex];
  if (!video) return { kind: 'youtubeAnalytics#resultTable', columnHeaders: headers(query) };
  const filters = query.filters.filter((filter) => !SELECTING.has(filter.key));
  const reaching = new Float64Array(101);
  let views = 0;
  const draw = new ViewDraw();
  const last = Math.min(dayNumber(query.endDate), run.lastDay);
  for (let day = Math.max(dayNumber(query.startDate), video.publishedDay); day <= last; day++) {
    const count = dailyViews(channel, video, day);
    for (let n = 0; n < count; n++) {
      draw.next(channel, video, day, n);
      if (!filters.every((filter) => filter.values.includes(draw.value(filter.key) ?? ''))) continue;
      views += 1;
      reaching[Math.min(100, Math.floor(draw.watchFraction() * 100 + 1e-9))]! += 1;
    }
  }
  const rows: Array<Array<string | number>> = [];
  if (views > 0) {
    // reaching[k] counts views that stopped in hundredth k; those at or past x are still watching at x.
    let still = views;
    for (let k = 1; k <= 100; k++) {
      still -= reaching[k - 1]!;
      const ratio = still / views;
      const relative = Math.min(
        1,
        Math.max(0, 0.5 + 1.5 * (ratio - typicalRetention(video.contentType === 'SHORTS', k / 100))),
      );
      const values: Record<string, number> = {
        audienceWatchRatio: round(ratio, 4),
        relativeRetentionPerformance: round(relative, 2),
      };
      const keys = query.dimensions.map((name) =>
        name === 'elapsedVideoTimeRatio' ? k / 100 : video.contentType,
      );
      rows.push([...keys, ...query.metrics.map((metric) => values[metric]!)]);
    }
  }
  return {
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders: headers(query),
    ...(rows.length > 0 ? { rows } : {}),
  };
}
