import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

/**
 * Monitored logs and alerts. Shared: the shell reads it for the alert badge,
 * the Monitor page for everything else. Every answer also feeds the alert
 * store, so acknowledging on one screen clears the badge everywhere.
 */
export function useMonitorStatus() {
  const query = useQuery({
    queryKey: queryKeys.monitorStatus,
    queryFn: async () => unwrap(await getVerity().monitor.status()),
  });
  const mergeStatus = useMonitorAlertsStore((state) => state.mergeStatus);
  const alerts = query.data?.alerts;
  useEffect(() => {
    if (alerts) mergeStatus(alerts);
  }, [alerts, mergeStatus]);
  return query;
}
