import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useCreateStarterDashboard } from '@/features/analytics/api/create-starter-dashboard';
import { useSavedReports } from '@/features/analytics/api/list-saved-reports';
import { useDashboards } from '@/features/analytics/api/list-dashboards';
import { DashboardList } from './dashboard-list';
import { DashboardView } from './dashboard-view';
import { NewDashboardForm } from './new-dashboard-form';

/** The saved dashboards; `?dashboard=ID` opens one (a link to it survives a reload). */
export function DashboardsPage() {
  const [params, setParams] = useSearchParams();
  const dashboards = useDashboards();
  const reports = useSavedReports();
  const starter = useCreateStarterDashboard();
  const openId = params.get('dashboard');
  const open = (id: string | null) => setParams(id ? { dashboard: id } : {});
  const opened = openId ? dashboards.data?.find((dashboard) => dashboard.id === openId) : undefined;

  if (opened && reports.data)
    return <DashboardView dashboard={opened} reports={reports.data} onClose={() => open(null)} />;
  return (
    <Stack gap="md" data-testid="dashboards-page">
      <ErrorAlert title="Could not list the dashboards" query={dashboards} />
      <ErrorAlert title="Could not list the saved reports" query={reports} />
      {openId && dashboards.isSuccess && (
        <Text size="sm" c="dimmed" data-testid="dashboard-missing">
          The dashboard {openId} is not among the saved ones (it was deleted).
        </Text>
      )}
      {dashboards.data?.length === 0 && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Start with a dashboard of the channel at a glance: views and watch time, subscribers, countries,
              traffic sources, devices and top videos over the last 28 days, saved as reports you can change.
            </Text>
            <Button
              leftSection={<IconSparkles size={16} />}
              loading={starter.isPending}
              onClick={() => starter.mutate(undefined, { onSuccess: (saved) => open(saved.id) })}
              data-testid="dashboards-starter"
            >
              Make the starter dashboard
            </Button>
          </Stack>
        </Paper>
      )}
      {reports.data && <NewDashboardForm reports={reports.data} onCreated={(id) => open(id)} />}
      <Paper withBorder p="md" radius="md">
        {dashboards.isPending && <Skeleton height={80} />}
        {dashboards.data && <DashboardList dashboards={dashboards.data} onOpen={open} />}
      </Paper>
    </Stack>
  );
}
