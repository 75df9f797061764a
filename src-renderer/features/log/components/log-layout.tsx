import { Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ScreenTabs } from '@/components/screen-tabs';
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
      <ScreenTabs screens={LOG_SCREENS} active={active} label="Log screens" testIdPrefix="log-tab" />
      <Outlet />
    </Stack>
  );
}
