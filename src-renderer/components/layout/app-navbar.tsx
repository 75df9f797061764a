import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PAGES } from '@/lib/pages';

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Pages">
      {PAGES.map((page) => {
        const Icon = page.icon;
        return (
          <NavLink
            key={page.slug}
            component={Link}
            to={page.path}
            label={page.label}
            leftSection={<Icon size={18} stroke={1.6} />}
            active={pathname === page.path || pathname.startsWith(`${page.path}/`)}
            onClick={onNavigate}
            data-testid={`nav-${page.slug}`}
          />
        );
      })}
    </nav>
  );
}
