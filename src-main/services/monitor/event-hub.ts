import type { MonitorEvent } from '../../../src-shared/contract/schemas/monitor';

/** Fan-out of monitor events to every open `monitor.events` stream. */
export function createEventHub() {
  const listeners = new Set<(event: MonitorEvent) => void>();
  return {
    emit(event: MonitorEvent): void {
      for (const listener of listeners) listener(event);
    },
    /** Calls `listener` for each event until the returned function is called. */
    subscribe(listener: (event: MonitorEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
