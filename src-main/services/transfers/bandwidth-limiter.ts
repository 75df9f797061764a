// One bandwidth limit shared by every running transfer: each chunk reserves the next free slot of the link's
// time (its bytes at the limit's rate) and waits for the slot's start. Time nobody used is not saved up, so a
// quiet queue never earns a burst above the limit.
import { waitOrCancel } from '../http/attempt-common';

export function createBandwidthLimiter(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let bytesPerSecond: number | null = null;
  let freeAt = 0;
  return {
    setRate(rate: number | null): void {
      bytesPerSecond = rate;
    },
    /** Waits until `bytes` may go out (at once without a limit). */
    async take(bytes: number, signal: AbortSignal): Promise<void> {
      if (bytesPerSecond === null) return;
      const start = Math.max(now(), freeAt);
      freeAt = start + (bytes / bytesPerSecond) * 1000;
      const wait = start - now();
      if (wait > 0) await waitOrCancel(wait, signal);
    },
  };
}

export type BandwidthLimiter = ReturnType<typeof createBandwidthLimiter>;
