import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LOG_SCREENS } from '@/lib/log-screens';
import { LogRefreshButton } from './log-refresh-button';

/** The tab of the screen at this path; entry pages belong to no tab. */
function activeSlug(pathname: string): string | null {
  if (pathname === '/log' || pathname === '/log/') return 'overview';
  const screen = LOG_SCREENS.find(
    (candidate) => candidate.slug !== 'overview' && pathname.startsWith(candidate.path),
  );
  return screen?.slug ?? null;
}

/**
 * The Log page's frame: one header and a tab per screen; each screen is its
 * own route under /log (features/log/components/<screen>/<screen>-page.tsx).
 */
export function LogLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeSlug(pathname);
  const screen = LOG_SCREENS.find((candidate) => candidate.slug === active);

  return (
    <Stack gap="md" data-testid="page-log">
      <PageHeader
        title="Transparency log"
        description={
          screen?.description ?? 'One entry, decoded, with every verification check and its proof drawn.'
        }
        actions={<LogRefreshButton />}
      />
      <Tabs
        value={active}
        onChange={(slug) => {
          const target = LOG_SCREENS.find((candidate) => candidate.slug === slug);
          if (target) void navigate(target.path);
        }}
      >
        <Tabs.List aria-label="Log screens">
          {LOG_SCREENS.map(({ slug, label, icon: Icon }) => (
            <Tabs.Tab
              key={slug}
              value={slug}
              leftSection={<Icon size={16} stroke={1.6} />}
              data-testid={`log-tab-${slug}`}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
