// A running transfer's rate (bytes per second over the last seconds) and ETA, and the pacing of its progress
// events: at most one every PROGRESS_INTERVAL_MS, the last one always sent.

const WINDOW_MS = 5000;
const PROGRESS_INTERVAL_MS = 100;

export function rateMeter(now: () => number = Date.now) {
  let samples: Array<{ at: number; bytes: number }> = [];
  return {
    record(bytesDone: number): void {
      const at = now();
      samples.push({ at, bytes: bytesDone });
      samples = samples.filter((s, i) => i === samples.length - 1 || at - s.at <= WINDOW_MS);
    },
    /** Bytes per second, null until two samples some time apart. */
    rate(): number | null {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last || last.at === first.at) return null;
      return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
    },
    reset(): void {
      samples = [];
    },
  };
}

export type RateMeter = ReturnType<typeof rateMeter>;

export function etaSeconds(size: number, bytesDone: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  return (size - bytesDone) / rate;
}

/** Calls `send` at most once per interval; a call inside it is sent at its end (the latest state then). */
export function pacedCalls(send: () => void, intervalMs = PROGRESS_INTERVAL_MS) {
  let lastAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  const fire = () => {
    timer = null;
    lastAt = Date.now();
    send();
  };
  return {
    call(): void {
      if (timer) return;
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
