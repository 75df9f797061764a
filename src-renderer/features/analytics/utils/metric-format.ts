// Each analytics metric's unit, name and formatter, so cards, axes, tooltips and tables write a value the
// same way: counts grouped, minutes as hours and minutes, durations in seconds as m:ss, percentages, shares
// given as 0–1 ratios as percentages, and money in the report's currency.
export type MetricUnit = 'count' | 'minutes' | 'seconds' | 'percent' | 'ratio' | 'score' | 'currency';

const MINUTES = new Set([
  'estimatedMinutesWatched',
  'estimatedRedMinutesWatched',
  'playlistEstimatedMinutesWatched',
  'averageTimeInPlaylist',
]);
const SECONDS = new Set(['averageViewDuration', 'playlistAverageViewDuration']);
/** Already 0–100. */
const PERCENT = new Set(['averageViewPercentage', 'viewerPercentage']);
/** Shares given as 0–1 (a watch ratio can pass 1 where viewers rewatch). */
const RATIO = new Set([
  'cardClickRate',
  'cardTeaserClickRate',
  'annotationClickThroughRate',
  'annotationCloseRate',
  'audienceWatchRatio',
]);
/** Plain numbers with decimals: a rank against similar videos (0–1), views per playlist start. */
const SCORE = new Set(['relativeRetentionPerformance', 'viewsPerPlaylistStart']);
/** Money, in the report's currency (the monetary scope's impressions and playbacks are counts). */
const MONEY = new Set([
  'estimatedRevenue',
  'estimatedAdRevenue',
  'grossRevenue',
  'estimatedRedPartnerRevenue',
  'playbackBasedCpm',
  'cpm',
]);

const LABELS: Record<string, string> = {
  views: 'Views',
  estimatedMinutesWatched: 'Watch time',
  averageViewDuration: 'Average view duration',
  averageViewPercentage: 'Average percentage viewed',
  subscribersGained: 'Subscribers gained',
  subscribersLost: 'Subscribers lost',
  subscribersNet: 'Subscribers',
  likes: 'Likes',
  dislikes: 'Dislikes',
  comments: 'Comments',
  shares: 'Shares',
  estimatedRevenue: 'Estimated revenue',
  viewerPercentage: 'Viewers',
  audienceWatchRatio: 'Audience watching',
  relativeRetentionPerformance: 'Relative retention',
};

export function metricUnit(metric: string): MetricUnit {
  if (MINUTES.has(metric)) return 'minutes';
  if (SECONDS.has(metric)) return 'seconds';
  if (PERCENT.has(metric)) return 'percent';
  if (RATIO.has(metric)) return 'ratio';
  if (SCORE.has(metric)) return 'score';
  if (MONEY.has(metric)) return 'currency';
  return 'count';
}

/** A metric's name for people: known ones by name, others from their camelCase ("cardClickRate" → "Card click rate"). */
export function metricLabel(metric: string): string {
  const known = LABELS[metric];
  if (known) return known;
  const words = metric.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an axis of the metric counts in, for its label. */
export function unitLabel(metric: string, currency = 'USD'): string {
  const unit = metricUnit(metric);
  if (unit === 'currency') return currency;
  if (unit === 'percent' || unit === 'ratio') return '%';
  if (unit === 'minutes') return 'minutes';
  if (unit === 'seconds') return 'seconds';
  return '';
}

export interface FormatOptions {
  currency?: string;
  /** Short forms for axis ticks: 12.3K, 4.5K h. */
  compact?: boolean;
}

function number(value: number, options: FormatOptions, digits = 0): string {
  return options.compact
    ? new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
    : new Intl.NumberFormat(undefined, { maximumFractionDigits: digits }).format(value);
}

/** Minutes as "3 h 25 min", "48 min"; past 100 hours just hours. */
function formatMinutes(minutes: number, options: FormatOptions = {}): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.round(Math.abs(minutes));
  const hours = Math.floor(whole / 60);
  if (hours >= 100 || options.compact) return `${sign}${number(whole / 60, options, 0)} h`;
  if (hours === 0) return `${sign}${whole} min`;
  return `${sign}${hours} h ${whole % 60} min`;
}

/** Seconds as a clock: "2:05", "1:02:05". */
function formatSeconds(seconds: number): string {
  const sign = seconds < 0 ? '−' : '';
  const whole = Math.round(Math.abs(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${sign}${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${sign}${minutes}:${rest}`;
}

export function formatMetric(metric: string, value: number | null, options: FormatOptions = {}): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (metricUnit(metric)) {
    case 'minutes':
      return formatMinutes(value, options);
    case 'seconds':
      return formatSeconds(value);
    case 'percent':
      return `${number(value, {}, 1)}%`;
    case 'ratio':
      return `${number(value * 100, {}, 1)}%`;
    case 'score':
      return number(value, {}, 2);
    case 'currency':
      return new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: options.currency ?? 'USD',
        notation: options.compact ? 'compact' : 'standard',
      }).format(value);
    case 'count':
      return number(value, options);
  }
}

export interface MetricChange {
  /** current − previous, in the metric's unit. */
  difference: number;
  /** The difference as a share of the previous value; null when there is nothing before to compare with. */
  ratio: number | null;
}

export function metricChange(current: number, previous: number): MetricChange {
  return { difference: current - previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

/** A change written with its sign: "+1,204", "−0:12", "+$3.20". */
export function formatDifference(metric: string, difference: number, options: FormatOptions = {}): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${formatMetric(metric, Math.abs(difference), options)}`;
}

/** A ratio of change as a signed percentage: "+12.5%", "−3%". */
export function formatChangeRatio(ratio: number): string {
  const sign = ratio > 0 ? '+' : ratio < 0 ? '−' : '±';
  return `${sign}${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(Math.abs(ratio) * 100)}%`;
}
