import { z } from 'zod';
import { ProfileId, Uint64String } from './common';

/** A `YYYY-MM-DD` date, Pacific time as the service counts its days. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/** A comma list of names (`views,estimatedMinutesWatched`), as the service's parameters take them. */
const NameList = z
  .string()
  .max(2000)
  .regex(/^[0-9a-zA-Z,]*$/, 'names separated by commas');

/**
 * One reports.query, as the service takes it (developers.google.com/youtube/analytics/reference/reports/query).
 * The parameters' formats are the discovery document's; whether the catalog allows the combination is
 * checked in main before anything is sent.
 */
export const AnalyticsQuery = z.strictObject({
  ids: z
    .string()
    .max(200)
    .regex(/^[a-zA-Z]+==[a-zA-Z0-9_+-]+$/, 'channel==MINE or channel==<channel ID>')
    .default('channel==MINE'),
  startDate: Day,
  endDate: Day,
  metrics: NameList.min(1),
  dimensions: NameList.optional(),
  /** `dimension==value` pairs joined by `;`; a comma inside a value lists several (`video==a,b`). */
  filters: z.string().max(4000).optional(),
  /** Columns to sort by, `-` for descending. */
  sort: z
    .string()
    .max(2000)
    .regex(/^[-0-9a-zA-Z,]*$/, 'column names, - for descending')
    .optional(),
  maxResults: z.number().int().min(1).max(1_000_000).optional(),
  startIndex: z.number().int().min(1).max(1_000_000).optional(),
  /** ISO 4217; converts the money metrics only (default USD). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a currency code such as USD')
    .optional(),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

const ColumnHeader = z.strictObject({
  name: z.string(),
  columnType: z.enum(['DIMENSION', 'METRIC']),
  dataType: z.string(),
});

export const ReportResult = z.strictObject({
  /** Dimensions in the order asked, then metrics in the order asked. */
  columnHeaders: z.array(ColumnHeader),
  /** The service's rows, values as it gave them; empty when it answered none. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** The catalog's report type the query falls under. */
  reportType: z.strictObject({ id: z.string(), name: z.string() }),
  /**
   * The first day whose figures are not final yet (the service leaves those days out), when the query's range
   * reaches it; a chart marks the days from it on.
   */
  incompleteFrom: Day.optional(),
  /** Whether this answer came from the session's cache rather than the service. */
  cached: z.boolean(),
});
export type ReportResult = z.infer<typeof ReportResult>;

const GroupItemType = z.enum([
  'youtube#video',
  'youtube#playlist',
  'youtube#channel',
  'youtubePartner#asset',
]);

export const AnalyticsGroup = z.strictObject({
  id: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  itemType: GroupItemType.or(z.string()),
  /** As the service gives it: a uint64 as a decimal string. */
  itemCount: Uint64String,
});
export type AnalyticsGroup = z.infer<typeof AnalyticsGroup>;

export const AnalyticsGroupItem = z.strictObject({
  /** The inclusion's own ID (what removing it takes), not the video's or playlist's. */
  id: z.string(),
  groupId: z.string(),
  kind: GroupItemType.or(z.string()),
  resourceId: z.string(),
});
export type AnalyticsGroupItem = z.infer<typeof AnalyticsGroupItem>;

/** How a saved report is drawn (a table is always offered beside it). */
export const ChartKind = z.enum(['line', 'bar', 'map', 'table']);

export const SavedReport = z.strictObject({
  id: z.string(),
  name: z.string(),
  query: AnalyticsQuery,
  chart: ChartKind,
  updatedAt: z.number(),
});
export type SavedReport = z.infer<typeof SavedReport>;

/** A report's place on a dashboard's grid, in grid cells. */
export const DashboardTile = z.strictObject({
  reportId: z.string().min(1).max(64),
  x: z.number().int().min(0).max(23),
  y: z.number().int().min(0).max(999),
  w: z.number().int().min(1).max(24),
  h: z.number().int().min(1).max(24),
});

export const Dashboard = z.strictObject({
  id: z.string(),
  name: z.string(),
  tiles: z.array(DashboardTile),
  updatedAt: z.number(),
});
export type Dashboard = z.infer<typeof Dashboard>;

const Scope = { profileId: ProfileId.optional() };
const Id = z.string().min(1).max(128);
const Name = z.string().trim().min(1).max(200);

export const analytics = {
  /** Runs a report for the profile's account; refused with VALIDATION when the catalog does not allow it. */
  query: { input: AnalyticsQuery.extend(Scope), output: ReportResult },
  /** Every group of the account. */
  groups: {
    input: z.strictObject(Scope),
    output: z.strictObject({ groups: z.array(AnalyticsGroup) }),
  },
  /** Makes a group (title and item type) or renames one (only a title can change). */
  saveGroup: {
    input: z.union([
      z.strictObject({ ...Scope, title: Name, itemType: GroupItemType }),
      z.strictObject({ ...Scope, id: Id, title: Name }),
    ]),
    output: AnalyticsGroup,
  },
  /** Deletes a group (journaled). */
  removeGroup: {
    input: z.strictObject({ ...Scope, id: Id }),
    output: z.strictObject({ opId: z.string() }),
  },
  groupItems: {
    input: z.strictObject({ ...Scope, groupId: Id }),
    output: z.strictObject({ items: z.array(AnalyticsGroupItem) }),
  },
  addGroupItem: {
    input: z.strictObject({ ...Scope, groupId: Id, kind: GroupItemType, resourceId: Id }),
    output: AnalyticsGroupItem,
  },
  /** Takes an item out of its group (journaled); `id` is the inclusion's ID. */
  removeGroupItem: {
    input: z.strictObject({ ...Scope, groupId: Id, id: Id }),
    output: z.strictObject({ opId: z.string() }),
  },
  reports: { input: z.strictObject({}), output: z.strictObject({ reports: z.array(SavedReport) }) },
  /** Saves a new report, or replaces the one with `id`. */
  saveReport: {
    input: z.strictObject({ id: Id.optional(), name: Name, query: AnalyticsQuery, chart: ChartKind }),
    output: SavedReport,
  },
  /** Removes a report, and its tiles from every dashboard. */
  removeReport: { input: z.strictObject({ id: Id }), output: z.strictObject({}) },
  dashboards: { input: z.strictObject({}), output: z.strictObject({ dashboards: z.array(Dashboard) }) },
  /** Saves a new dashboard, or replaces the one with `id`; it holds at least one tile, each naming a saved report. */
  saveDashboard: {
    input: z.strictObject({ id: Id.optional(), name: Name, tiles: z.array(DashboardTile).min(1).max(48) }),
    output: Dashboard,
  },
  removeDashboard: { input: z.strictObject({ id: Id }), output: z.strictObject({}) },
};
