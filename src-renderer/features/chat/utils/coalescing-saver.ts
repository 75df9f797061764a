/**
 * Saves the latest value of something that changes often (a chat while it streams, a draft while it is
 * typed) without flooding the core: one write at a time, at most one per `delayMs` (throttle) or after
 * `delayMs` of quiet (debounce), the latest value always written last, and `flush()` for blur/unload.
 */
export interface CoalescingSaver<T> {
  schedule(value: T): void;
  /** Writes the pending value now (if any) and resolves once everything scheduled so far is written. */
  flush(): Promise<void>;
  /** Drops the pending value and stops the timer (the page closed the thing being saved). */
  cancel(): void;
  readonly pending: boolean;
}

export interface SaverOptions<T> {
  mode: 'throttle' | 'debounce';
  delayMs: number;
  write: (value: T) => Promise<unknown>;
  onSaved?: (value: T) => void;
  onError?: (error: unknown, value: T) => void;
  now?: () => number;
}

export function createCoalescingSaver<T>(options: SaverOptions<T>): CoalescingSaver<T> {
  const now = options.now ?? Date.now;
  let latest: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let lastWriteAt = -Infinity;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = (): Promise<void> => {
    clearTimer();
    if (inFlight) return inFlight.then(() => (latest ? run() : undefined));
    if (!latest) return Promise.resolve();
    const { value } = latest;
    latest = null;
    lastWriteAt = now();
    inFlight = options
      .write(value)
      .then(
        () => options.onSaved?.(value),
        (error: unknown) => options.onError?.(error, value),
      )
      .finally(() => {
        inFlight = null;
        // Changes that arrived during the write go out on the normal schedule.
        if (latest && timer === null) arm();
      });
    return inFlight;
  };

  const arm = () => {
    const wait =
      options.mode === 'debounce' ? options.delayMs : Math.max(0, lastWriteAt + options.delayMs - now());
    timer = setTimeout(() => void run(), wait);
  };

  return {
    schedule(value) {
      latest = { value };
      if (options.mode === 'debounce') clearTimer();
      if (timer === null) arm();
    },
    flush: run,
    cancel() {
      clearTimer();
      latest = null;
    },
    get pending() {
      return latest !== null || inFlight !== null;
    },
  };
}
