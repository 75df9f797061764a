import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
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
  const navigate = useNavigate();
  const active = activeSlug(pathname);
  const screen = ANALYTICS_SCREENS.find((candidate) => candidate.slug === active);

  return (
    <Stack gap="md" data-testid="page-analytics">
      <PageHeader title="Analytics" description={screen?.description ?? ''} />
      <ServiceBaseUrl service="analytics" />
      <Tabs
        value={active}
        onChange={(slug) => {
          const target = ANALYTICS_SCREENS.find((candidate) => candidate.slug === slug);
          if (target) void navigate(target.path);
        }}
      >
        <Tabs.List aria-label="Analytics screens">
          {ANALYTICS_SCREENS.map(({ slug, label, icon: Icon }) => (
            <Tabs.Tab
              key={slug}
              value={slug}
              leftSection={<Icon size={16} stroke={1.6} />}
              data-testid={`analytics-tab-${slug}`}
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
