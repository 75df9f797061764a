import { afterEach, describe, expect, it } from 'vitest';
import { selectOpenAlertCount, useMonitorAlertsStore } from '@/stores/monitor-alerts-store';
import { alert } from '../../../support/renderer/tlog-fixtures';

describe('monitor alerts store', () => {
  afterEach(() => useMonitorAlertsStore.getState().reset());

  it('counts open alerts from the stream and the status, status winning', () => {
    const store = useMonitorAlertsStore.getState();
    store.addEvent({
      at: 1,
      profileId: 'sandbox',
      kind: 'alert',
      message: 'fork',
      alert: alert({ id: 'a' }),
    });
    store.mergeStatus([alert({ id: 'b' })]);
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(2);
    store.mergeStatus([alert({ id: 'a', acknowledged: true })]);
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(1);
    store.markAcknowledged('b');
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(0);
    expect(useMonitorAlertsStore.getState().recentEvents).toHaveLength(1);
  });
});
