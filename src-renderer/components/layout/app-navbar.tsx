import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PAGES } from '@/lib/pages';
import { selectOpenAlertCount, useMonitorAlertsStore } from '@/stores/monitor-alerts-store';

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const openAlerts = useMonitorAlertsStore(selectOpenAlertCount);
  return (
    <nav aria-label="Pages">
      {PAGES.map((page) => {
        const Icon = page.icon;
        // The monitor lives under Log, so its open alerts are flagged there too.
        const alerts = page.slug === 'log' && openAlerts > 0 ? openAlerts : 0;
        return (
          <NavLink
            key={page.slug}
            component={Link}
            to={page.path}
            label={page.label}
            leftSection={<Icon size={18} stroke={1.6} />}
            rightSection={
              alerts > 0 ? (
                <Badge size="xs" color="red" circle aria-label={`${alerts} open alerts`}>
                  {alerts}
                </Badge>
              ) : undefined
            }
            active={pathname === page.path || pathname.startsWith(`${page.path}/`)}
            onClick={onNavigate}
            data-testid={`nav-${page.slug}`}
          />
        );
      })}
    </nav>
  );
}
