import { Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ScreenTabs } from '@/components/screen-tabs';
import { ServiceBaseUrl } from '@/components/service-base-url';
import { ANALYTICS_SCREENS } from './analytics-screens';

/** The tab of the screen at this path; a video's page belongs to Overview. */
function activeSlug(pathname: string): string {
  const screen = ANALYTICS_SCREENS.find(
    (candidate) => candidate.slug !== 'overview' && pathname.startsWith(candidate.path),
  );
  return screen?.slug ?? 'overview';
}

/** The Analytics page's frame: one header and a tab per screen, each screen its own route. */
export function AnalyticsLayout() {
  const { pathname } = useLocation();
  const active = activeSlug(pathname);
  const screen = ANALYTICS_SCREENS.find((candidate) => candidate.slug === active);

  return (
    <Stack gap="md" data-testid="page-analytics">
      <PageHeader title="Analytics" description={screen?.description ?? ''} />
      <ServiceBaseUrl service="analytics" />
      <ScreenTabs
        screens={ANALYTICS_SCREENS}
        active={active}
        label="Analytics screens"
        testIdPrefix="analytics-tab"
      />
      <Outlet />
    </Stack>
  );
}
