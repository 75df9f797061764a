import type { StreamHandle } from './contract';

/** Waits before subscribing again after a feed ended: 2 s, 4 s, … up to a minute. */
const retryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 60_000);

/**
 * Keeps a console-wide feed open: `open` subscribes (handing each event to `onEvent`), and a feed that
 * ends is opened again with backoff, reset by each event. Returns the function that stops it for good.
 */
export function followStream<E>(
  open: (onEvent: (event: E) => void) => StreamHandle<unknown>,
  onEvent: (event: E) => void,
): () => void {
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let cancel: () => void = () => undefined;

  const subscribe = () => {
    const handle = open((event) => {
      attempt = 0;
      onEvent(event);
    });
    cancel = handle.cancel;
    void handle.done.then(() => {
      if (stopped) return;
      retryTimer = setTimeout(subscribe, retryDelay(attempt));
      attempt += 1;
    });
  };
  subscribe();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    cancel();
  };
}
