import { Badge, Tooltip } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMonitorStatus } from '@/hooks/use-monitor-status';
import { selectOpenAlertCount, useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

/** Unacknowledged monitor alerts (fork, rollback, key change …), visible from every page. */
export function AlertBadge() {
  // Loads the monitor's alert list once at start; the live feed keeps it current.
  useMonitorStatus();
  const count = useMonitorAlertsStore(selectOpenAlertCount);
  if (count === 0) return null;
  const label = `${count} unacknowledged monitor alert${count === 1 ? '' : 's'}`;
  return (
    <Tooltip label={`${label}: open the Monitor to review`} withArrow>
      <Badge
        component={Link}
        to="/log/monitor"
        color="red"
        variant="filled"
        leftSection={<IconBellRinging size={14} />}
        style={{ cursor: 'pointer' }}
        aria-label={label}
        data-testid="alert-badge"
      >
        {count}
      </Badge>
    </Tooltip>
  );
}
