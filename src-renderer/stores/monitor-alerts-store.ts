import { create } from 'zustand';
import type { Alert, MonitorEvent } from '@/lib/contract';

/** How many live monitor events are kept for the Monitor page's feed. */
const KEEP_EVENTS = 50;

interface MonitorAlertsState {
  /** Every alert seen, by id: from `monitor.status` and from the live `monitor.events` feed. */
  alerts: Record<string, Alert>;
  /** Newest first. */
  recentEvents: MonitorEvent[];
  /** The monitor's own list wins for alerts it knows; alerts it does not list yet (just streamed) stay. */
  mergeStatus: (alerts: Alert[]) => void;
  addEvent: (event: MonitorEvent) => void;
  /** Applied at once, whether or not the monitor's answer still lists the alert. */
  markAcknowledged: (id: string) => void;
  reset: () => void;
}

/**
 * Monitor alerts for the whole console. The header's alert badge and the
 * Monitor page both read it, so it lives outside any feature.
 */
export const useMonitorAlertsStore = create<MonitorAlertsState>((set) => ({
  alerts: {},
  recentEvents: [],
  mergeStatus: (alerts) =>
    set((state) => {
      const next = { ...state.alerts };
      for (const alert of alerts) next[alert.id] = alert;
      return { alerts: next };
    }),
  addEvent: (event) =>
    set((state) => ({
      recentEvents: [event, ...state.recentEvents].slice(0, KEEP_EVENTS),
      alerts: event.alert ? { ...state.alerts, [event.alert.id]: event.alert } : state.alerts,
    })),
  markAcknowledged: (id) =>
    set((state) => {
      const alert = state.alerts[id];
      return alert ? { alerts: { ...state.alerts, [id]: { ...alert, acknowledged: true } } } : state;
    }),
  reset: () => set({ alerts: {}, recentEvents: [] }),
}));

export function selectOpenAlertCount(state: Pick<MonitorAlertsState, 'alerts'>): number {
  let count = 0;
  for (const alert of Object.values(state.alerts)) if (!alert.acknowledged) count += 1;
  return count;
}
