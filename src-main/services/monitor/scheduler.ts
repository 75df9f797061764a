/** Time as the monitor sees it; tests pass a fake one to step through polls without waiting. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending poll must not keep a shell (or a test runner) alive on its own.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * One timer per key, runs per key strictly one after another (a slow poll
 * is never overlapped by the next), and `close()` cancels every timer and
 * waits for runs in flight.
 */
export function createScheduler(clock: Clock) {
  const timers = new Map<string, unknown>();
  const chains = new Map<string, Promise<unknown>>();
  let closed = false;

  function cancel(key: string): void {
    const timer = timers.get(key);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(key);
  }

  return {
    /** Runs `work` after any run already queued for `key`. */
    exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
      const previous = chains.get(key) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(work);
      chains.set(key, next);
      void next
        .catch(() => undefined)
        .finally(() => {
          if (chains.get(key) === next) chains.delete(key);
        });
      return next;
    },

    /** (Re)arms `key`'s timer; `run` is called once after `delayMs`. */
    schedule(key: string, delayMs: number, run: () => void): void {
      cancel(key);
      if (closed) return;
      timers.set(
        key,
        clock.setTimeout(
          () => {
            timers.delete(key);
            if (!closed) run();
          },
          Math.max(0, delayMs),
        ),
      );
    },

    cancel,

    pending: (): string[] => [...timers.keys()],

    async close(): Promise<void> {
      closed = true;
      for (const key of [...timers.keys()]) cancel(key);
      await Promise.allSettled([...chains.values()]);
    },
  };
}
