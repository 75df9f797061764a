// The reports a first dashboard starts with: what a channel's owner looks at each morning (views and watch
// time by day, subscribers, where viewers are, how they find the videos, on what, and the top videos), over
// the last 28 days of the service's Pacific calendar. Each query is one the catalog allows.
import type { InputOf } from '@/lib/contract';
import { appendTiles, type GridTile } from './dashboard-grid';
import { lastDays, pacificToday } from './periods';

export type StarterReport = InputOf<'analytics:saveReport'>;

export const STARTER_DASHBOARD_NAME = 'Channel at a glance';

export function starterReports(today: string = pacificToday()): StarterReport[] {
  const period = { ids: 'channel==MINE', ...lastDays(28, today) };
  return [
    {
      name: 'Views and watch time by day',
      chart: 'line',
      query: { ...period, metrics: 'views,estimatedMinutesWatched', dimensions: 'day', sort: 'day' },
    },
    {
      name: 'Subscribers gained and lost by day',
      chart: 'line',
      query: { ...period, metrics: 'subscribersGained,subscribersLost', dimensions: 'day', sort: 'day' },
    },
    {
      name: 'Views by country',
      chart: 'map',
      query: { ...period, metrics: 'views,estimatedMinutesWatched', dimensions: 'country', sort: '-views' },
    },
    {
      name: 'Traffic sources',
      chart: 'bar',
      query: { ...period, metrics: 'views', dimensions: 'insightTrafficSourceType', sort: '-views' },
    },
    {
      name: 'Devices',
      chart: 'bar',
      query: { ...period, metrics: 'views', dimensions: 'deviceType', sort: '-views' },
    },
    {
      name: 'Top videos',
      chart: 'table',
      query: {
        ...period,
        metrics: 'views,estimatedMinutesWatched,averageViewDuration',
        dimensions: 'video',
        sort: '-views',
        maxResults: 10,
      },
    },
  ];
}

/** The starter dashboard's tiles for the saved reports' IDs, two to a row. */
export function starterTiles(reportIds: string[]): GridTile[] {
  return appendTiles([], reportIds);
}
