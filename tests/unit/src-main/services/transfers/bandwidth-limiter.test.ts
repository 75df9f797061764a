import { describe, expect, it, vi } from 'vitest';
import { createBandwidthLimiter } from '../../../../../src-main/services/transfers/bandwidth-limiter';

describe('the shared bandwidth limit', () => {
  it('lets everything through at once without a limit', async () => {
    const limiter = createBandwidthLimiter({ now: () => 0 });
    await limiter.take(10 ** 9, new AbortController().signal);
  });

  it('spaces chunks of all transfers at the limit, saving no unused time', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const limiter = createBandwidthLimiter();
      limiter.setRate(1000);
      const signal = new AbortController().signal;
      const done: string[] = [];
      await limiter.take(500, signal);
      void limiter.take(500, signal).then(() => done.push('b'));
      void limiter.take(1000, signal).then(() => done.push('c'));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toEqual(['b']);
      await vi.advanceTimersByTimeAsync(500);
      expect(done).toEqual(['b', 'c']);
      // A quiet minute earns no burst: the next chunk waits its own time after the previous ones.
      await vi.advanceTimersByTimeAsync(60_000);
      await limiter.take(1000, signal);
      let last = false;
      void limiter.take(1, signal).then(() => (last = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(last).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(last).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting when the transfer is stopped', async () => {
    const limiter = createBandwidthLimiter();
    limiter.setRate(65_536);
    const controller = new AbortController();
    await limiter.take(65_536, controller.signal);
    const waiting = limiter.take(65_536, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});
