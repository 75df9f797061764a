import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

/** Waits before subscribing again after the feed ended: 2 s, 4 s, … up to a minute. */
const retryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 60_000);

/**
 * Follows `monitor.events` for as long as the console is open: called once,
 * by the app layout. Alerts go to the shared store (the header badge), and
 * each event marks the monitor's queries stale so an open Monitor page shows
 * the new checkpoint; an alert also marks the log state stale, which carries
 * the open alerts to the Overview. A feed that ends is subscribed to again with backoff;
 * unmounting cancels it.
 */
export function useMonitorEventFeed(): void {
  const queryClient = useQueryClient();
  const addEvent = useMonitorAlertsStore((state) => state.addEvent);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let cancel: () => void = () => undefined;

    const subscribe = () => {
      const handle = getVerity().monitor.events({}, (event) => {
        attempt = 0;
        addEvent(event);
        void queryClient.invalidateQueries({ queryKey: queryKeys.monitorAll });
        if (event.alert) void queryClient.invalidateQueries({ queryKey: queryKeys.logInfo });
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
  }, [queryClient, addEvent]);
}
