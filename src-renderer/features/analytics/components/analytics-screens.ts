import {
  IconChartLine,
  IconFilter,
  IconLayoutDashboard,
  IconArrowsDiff,
  IconStack2,
  type Icon,
} from '@tabler/icons-react';

export interface AnalyticsScreen {
  slug: string;
  label: string;
  path: string;
  icon: Icon;
  description: string;
}

/** The Analytics page's screens, one route each under /analytics. */
export const ANALYTICS_SCREENS: readonly AnalyticsScreen[] = [
  {
    slug: 'overview',
    label: 'Overview',
    path: '/analytics',
    icon: IconChartLine,
    description:
      'A channel at a glance: key figures against the previous period, views by day, top videos, traffic, geography and audience.',
  },
  {
    slug: 'reports',
    label: 'Report builder',
    path: '/analytics/reports',
    icon: IconFilter,
    description:
      'Pick metrics, dimensions, filters and dates; only combinations the service allows are offered.',
  },
  {
    slug: 'dashboards',
    label: 'Dashboards',
    path: '/analytics/dashboards',
    icon: IconLayoutDashboard,
    description: 'Saved reports arranged on a grid, exported as one HTML or PDF report.',
  },
  {
    slug: 'compare',
    label: 'Compare',
    path: '/analytics/compare',
    icon: IconArrowsDiff,
    description: 'Two periods, two videos or two groups side by side, with the change between them.',
  },
  {
    slug: 'groups',
    label: 'Groups',
    path: '/analytics/groups',
    icon: IconStack2,
    description: 'Groups of videos or playlists, usable as a report filter.',
  },
];
