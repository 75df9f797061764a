import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MonitorEvent } from '@/lib/contract';
import { followStream } from '@/lib/follow-stream';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

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

  useEffect(
    () =>
      followStream<MonitorEvent>(
        (onEvent) => getVerity().monitor.events({}, onEvent),
        (event) => {
          addEvent(event);
          void queryClient.invalidateQueries({ queryKey: queryKeys.monitorAll });
          if (event.alert) void queryClient.invalidateQueries({ queryKey: queryKeys.logInfo });
        },
      ),
    [queryClient, addEvent],
  );
}
