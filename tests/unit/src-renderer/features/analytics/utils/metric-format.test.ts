import { describe, expect, it } from 'vitest';
import { REVENUE_METRICS } from '../../../../../../src-shared/analytics/report-catalog';
import {
  formatChangeRatio,
  formatDifference,
  formatMetric,
  metricChange,
  metricLabel,
  metricUnit,
  unitLabel,
} from '@/features/analytics/utils/metric-format';

describe('metric-format', () => {
  it('knows each kind of metric by its unit', () => {
    expect(metricUnit('views')).toBe('count');
    expect(metricUnit('estimatedMinutesWatched')).toBe('minutes');
    expect(metricUnit('averageViewDuration')).toBe('seconds');
    expect(metricUnit('viewerPercentage')).toBe('percent');
    expect(metricUnit('audienceWatchRatio')).toBe('ratio');
    expect(metricUnit('estimatedRevenue')).toBe('currency');
    expect(metricUnit('cpm')).toBe('currency');
    // Impressions are revenue-scoped but counted, not money.
    expect(metricUnit('adImpressions')).toBe('count');
  });

  it('writes every money metric of the catalog as money', () => {
    const counted = ['monetizedPlaybacks', 'adImpressions'];
    for (const metric of REVENUE_METRICS)
      expect(metricUnit(metric)).toBe(counted.includes(metric) ? 'count' : 'currency');
  });

  it('writes watch time in hours and minutes', () => {
    expect(formatMetric('estimatedMinutesWatched', 48)).toBe('48 min');
    expect(formatMetric('estimatedMinutesWatched', 205)).toBe('3 h 25 min');
    expect(formatMetric('estimatedMinutesWatched', 60 * 250)).toMatch(/^250 h$/);
  });

  it('writes durations as a clock', () => {
    expect(formatMetric('averageViewDuration', 125)).toBe('2:05');
    expect(formatMetric('averageViewDuration', 3725)).toBe('1:02:05');
    expect(formatMetric('averageViewDuration', 7)).toBe('0:07');
  });

  it('writes percentages, ratios and money', () => {
    expect(formatMetric('viewerPercentage', 12.345)).toMatch(/^12[.,]3%$/);
    expect(formatMetric('audienceWatchRatio', 0.5)).toBe('50%');
    expect(formatMetric('estimatedRevenue', 12.5, { currency: 'USD' })).toMatch(/12[.,]50/);
    expect(formatMetric('estimatedRevenue', 12.5, { currency: 'EUR' })).toMatch(/€/);
    expect(formatMetric('views', null)).toBe('—');
  });

  it('names metrics and their axis units', () => {
    expect(metricLabel('estimatedMinutesWatched')).toBe('Watch time');
    expect(metricLabel('cardTeaserClickRate')).toBe('Card teaser click rate');
    expect(unitLabel('estimatedRevenue', 'EUR')).toBe('EUR');
    expect(unitLabel('audienceWatchRatio')).toBe('%');
    expect(unitLabel('views')).toBe('');
  });

  it('measures a change against the previous period', () => {
    expect(metricChange(150, 100)).toEqual({ difference: 50, ratio: 0.5 });
    expect(metricChange(75, 100)).toEqual({ difference: -25, ratio: -0.25 });
    // Nothing before: no percentage to give.
    expect(metricChange(30, 0)).toEqual({ difference: 30, ratio: null });
  });

  it('writes changes with their sign', () => {
    expect(formatDifference('views', 1204)).toMatch(/^\+1[,. ]?204$/);
    expect(formatDifference('averageViewDuration', -12)).toBe('−0:12');
    expect(formatDifference('views', 0)).toBe('±0');
    expect(formatChangeRatio(0.125)).toMatch(/^\+12[.,]5%$/);
    expect(formatChangeRatio(-0.03)).toBe('−3%');
  });
});
