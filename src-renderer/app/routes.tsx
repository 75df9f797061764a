import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteError } from '@/components/layout/route-error';
import { ActivityPage } from '@/features/activity/components/activity-page';
import { AnalyticsLayout } from '@/features/analytics/components/analytics-layout';
import { ComparePage } from '@/features/analytics/components/compare/compare-page';
import { DashboardsPage } from '@/features/analytics/components/dashboards/dashboards-page';
import { GroupsPage } from '@/features/analytics/components/groups/groups-page';
import { OverviewPage as AnalyticsOverviewPage } from '@/features/analytics/components/overview/overview-page';
import { ReportsPage } from '@/features/analytics/components/reports/reports-page';
import { VideoPage } from '@/features/analytics/components/video/video-page';
import { ChatPage } from '@/features/chat/components/chat-page';
import { FilesPage } from '@/features/files/components/files-page';
import { JournalPage } from '@/features/journal/components/journal-page';
import { AuditPage } from '@/features/log/components/audit/audit-page';
import { ConsistencyPage } from '@/features/log/components/consistency/consistency-page';
import { CreatePage } from '@/features/log/components/create/create-page';
import { EntryPage } from '@/features/log/components/entry/entry-page';
import { LogLayout } from '@/features/log/components/log-layout';
import { MonitorPage } from '@/features/log/components/monitor/monitor-page';
import { OverviewPage } from '@/features/log/components/overview/overview-page';
import { SearchPage } from '@/features/log/components/search/search-page';
import { TrustPage } from '@/features/log/components/trust/trust-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { StoragePage } from '@/features/storage/components/storage-page';
import { UrlsPage } from '@/features/urls/components/urls-page';

/** Pages sit under a pathless route with its own error element, so a crashing page keeps the shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/log" replace /> },
          {
            path: 'log',
            element: <LogLayout />,
            children: [
              { index: true, element: <OverviewPage /> },
              { path: 'search', element: <SearchPage /> },
              { path: 'entries/:entryId', element: <EntryPage /> },
              { path: 'index/:logIndex', element: <EntryPage /> },
              { path: 'consistency', element: <ConsistencyPage /> },
              { path: 'trust', element: <TrustPage /> },
              { path: 'monitor', element: <MonitorPage /> },
              { path: 'audit', element: <AuditPage /> },
              { path: 'create', element: <CreatePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: 'chat', element: <ChatPage /> },
          { path: 'files', element: <FilesPage /> },
          { path: 'storage', element: <StoragePage /> },
          { path: 'urls', element: <UrlsPage /> },
          {
            path: 'analytics',
            element: <AnalyticsLayout />,
            children: [
              { index: true, element: <AnalyticsOverviewPage /> },
              { path: 'videos/:videoId', element: <VideoPage /> },
              { path: 'reports', element: <ReportsPage /> },
              { path: 'dashboards', element: <DashboardsPage /> },
              { path: 'compare', element: <ComparePage /> },
              { path: 'groups', element: <GroupsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: 'activity', element: <ActivityPage /> },
          { path: 'journal', element: <JournalPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
