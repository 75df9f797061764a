import { describe, expect, it, vi } from 'vitest';
import {
  etaSeconds,
  pacedCalls,
  rateMeter,
} from '../../../../../src-main/services/transfers/transfer-progress';

describe('transfer progress', () => {
  it('measures the rate over the last seconds only', () => {
    let now = 0;
    const meter = rateMeter(() => now);
    meter.record(0);
    expect(meter.rate()).toBeNull();
    now = 1000;
    meter.record(1000);
    expect(meter.rate()).toBe(1000);
    now = 10_000;
    meter.record(2000);
    now = 11_000;
    meter.record(6000);
    expect(meter.rate()).toBe(4000);
    expect(etaSeconds(10_000, 6000, 4000)).toBe(1);
    expect(etaSeconds(10_000, 6000, null)).toBeNull();
  });

  it('sends at most one progress event per interval, and the latest at its end', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const sent: number[] = [];
      let value = 0;
      const paced = pacedCalls(() => sent.push(value), 100);
      for (value = 1; value <= 50; value++) {
        paced.call();
        await vi.advanceTimersByTimeAsync(10);
      }
      value = 50;
      await vi.advanceTimersByTimeAsync(100);
      expect(sent.length).toBeLessThanOrEqual(6);
      expect(sent[0]).toBe(1);
      expect(sent.at(-1)).toBe(50);
    } finally {
      vi.useRealTimers();
    }
  });
});
