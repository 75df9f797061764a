// Each metric's unit and how its values read, until the Analytics page's shared metric formats are in place.
import { REVENUE_METRICS } from '@/lib/analytics-catalog';

type MetricUnit = 'count' | 'minutes' | 'seconds' | 'percent' | 'ratio' | 'currency';

const MONEY = new Set([
  ...REVENUE_METRICS.filter((name) => name !== 'monetizedPlaybacks' && name !== 'adImpressions'),
]);

export function metricUnit(name: string): MetricUnit {
  if (MONEY.has(name)) return 'currency';
  if (name.endsWith('MinutesWatched')) return 'minutes';
  if (name === 'averageViewDuration' || name.endsWith('WatchTimeInSeconds')) return 'seconds';
  if (name === 'averageViewPercentage') return 'percent';
  if (/Rate$|Ratio$|Performance$/.test(name)) return 'ratio';
  return 'count';
}

/** The unit as an axis names it, or '' for plain counts. */
export function unitLabel(name: string): string {
  const unit = metricUnit(name);
  return unit === 'count' || unit === 'ratio'
    ? ''
    : unit === 'currency'
      ? 'USD'
      : unit === 'percent'
        ? '%'
        : unit;
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONEY_FORMAT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMetric(name: string, value: number): string {
  switch (metricUnit(name)) {
    case 'currency':
      return MONEY_FORMAT.format(value);
    case 'minutes':
      return `${COUNT.format(value)} min`;
    case 'seconds':
      return `${COUNT.format(value)} s`;
    case 'percent':
      return `${DECIMAL.format(value)}%`;
    case 'ratio':
      return DECIMAL.format(value);
    default:
      return COUNT.format(value);
  }
}
