import { describe, expect, it } from 'vitest';
import {
  channelOf,
  dailyViews,
  dayNumber,
} from '../../../../../../apps/sandbox/services/analytics/demo-channels';
import { metricValue } from '../../../../../../apps/sandbox/services/analytics/metric-values';
import {
  COUNTER,
  COUNTER_COUNT,
  ViewDraw,
} from '../../../../../../apps/sandbox/services/analytics/view-draw';

const ada = channelOf('104857600000000000001')!;
const day = dayNumber('2026-10-07');

/** Every view of the channel's videos on `day`, each added into the row its `dimension` names. */
function breakdown(dimension: string): Map<string, Float64Array> {
  const rows = new Map<string, Float64Array>();
  const draw = new ViewDraw();
  for (const video of ada.videos) {
    for (let n = 0; n < dailyViews(ada, video, day); n++) {
      draw.next(ada, video, day, n);
      const key = draw.value(dimension) ?? '(none)';
      if (!rows.has(key)) rows.set(key, new Float64Array(COUNTER_COUNT));
      draw.addTo(rows.get(key)!, () => false);
    }
  }
  return rows;
}

function total(rows: Map<string, Float64Array>): Float64Array {
  const sum = new Float64Array(COUNTER_COUNT);
  for (const row of rows.values()) for (let i = 0; i < sum.length; i++) sum[i]! += row[i]!;
  return sum;
}

describe('ViewDraw', () => {
  it('draws the same view the same way every time', () => {
    const [first, second] = [new ViewDraw(), new ViewDraw()];
    const video = ada.videos[10]!;
    for (let n = 0; n < 50; n++) {
      first.next(ada, video, day, n);
      second.next(ada, video, day, n);
      for (const name of [
        'country',
        'province',
        'deviceType',
        'operatingSystem',
        'insightTrafficSourceDetail',
      ])
        expect(first.value(name)).toBe(second.value(name));
      expect(first.watchFraction()).toBe(second.watchFraction());
    }
  });

  it('gives breakdowns by any dimension the same counters in total', () => {
    const byCountry = total(breakdown('country'));
    // Integers exactly; the watch-fraction sum up to the order floats were added in.
    const rounded = (counters: Float64Array) => [...counters].map((value) => Math.round(value * 1e6) / 1e6);
    for (const dimension of ['deviceType', 'subscribedStatus', 'insightTrafficSourceType', 'ageGroup'])
      expect(rounded(total(breakdown(dimension)))).toEqual(rounded(byCountry));
    expect(byCountry[COUNTER.views]).toBeGreaterThan(500);
  });

  it('names a state only for US views and an OS that fits the device', () => {
    const draw = new ViewDraw();
    const video = ada.videos[20]!;
    for (let n = 0; n < dailyViews(ada, video, day); n++) {
      draw.next(ada, video, day, n);
      expect(draw.value('province') !== undefined).toBe(draw.value('country') === 'US');
      if (draw.value('deviceType') === 'DESKTOP')
        expect(['WINDOWS', 'MACINTOSH', 'LINUX']).toContain(draw.value('operatingSystem'));
    }
  });
});

describe('metricValue', () => {
  it('derives averages and rates from their row’s own counters', () => {
    const counters = new Float64Array(COUNTER_COUNT);
    counters[COUNTER.views] = 4;
    counters[COUNTER.watchSeconds] = 600;
    counters[COUNTER.watchFractions] = 2;
    counters[COUNTER.adImpressions] = 3;
    counters[COUNTER.monetizedPlaybacks] = 2;
    counters[COUNTER.grossMicros] = 30_000;
    expect(metricValue('averageViewDuration', counters, 1, 4)).toBe(150);
    expect(metricValue('estimatedMinutesWatched', counters, 1, 4)).toBe(10);
    expect(metricValue('averageViewPercentage', counters, 1, 4)).toBe(50);
    expect(metricValue('cpm', counters, 1, 4)).toBe(10);
    expect(metricValue('playbackBasedCpm', counters, 1, 4)).toBe(15);
    expect(metricValue('grossRevenue', counters, 0.5, 4)).toBe(0.015);
    expect(metricValue('viewerPercentage', counters, 1, 16)).toBe(25);
    expect(metricValue('annotationClicks', counters, 1, 4)).toBe(0);
  });
});
