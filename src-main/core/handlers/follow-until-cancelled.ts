/**
 * A stream handler's body for "emit every event of a subscription until the
 * caller cancels": subscribes, and on abort unsubscribes and ends the stream.
 */
export function followUntilCancelled<E>(
  subscribe: (listener: (event: E) => void) => () => void,
  emit: (event: E) => void,
  signal: AbortSignal,
): Promise<Record<string, never>> {
  return new Promise((resolve) => {
    const unsubscribe = subscribe(emit);
    signal.addEventListener(
      'abort',
      () => {
        unsubscribe();
        resolve({});
      },
      { once: true },
    );
  });
}
