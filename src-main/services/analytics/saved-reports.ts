// Saved reports (a query and how it is drawn) and dashboards (a grid of saved reports), one row each in the
// database. A dashboard names its reports by ID, so removing a report takes its tiles off every dashboard.
import { randomUUID } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';
import {
  AnalyticsQuery,
  ChartKind,
  DashboardTile,
  type Dashboard,
  type SavedReport,
} from '../../../src-shared/contract/schemas/analytics';
import { z } from 'zod';
import type { Database } from '../store/database';

interface Row {
  id: string;
  name: string;
  body: string;
  chart?: string;
  updatedAt: number;
}

type NewReport = Pick<SavedReport, 'name' | 'chart'> & { id?: string; query: z.input<typeof AnalyticsQuery> };
type NewDashboard = Pick<Dashboard, 'name' | 'tiles'> & { id?: string };

const Tiles = z.array(DashboardTile);

export function createSavedReports(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { db } = deps;
  const reportRows = db.prepare<[], Row>(
    'SELECT id, name, query AS body, chart, updated_at AS updatedAt FROM analytics_reports ORDER BY name COLLATE NOCASE, id',
  );
  const hasReport = db.prepare<[string], { id: string }>('SELECT id FROM analytics_reports WHERE id = ?');
  const putReport = db.prepare(
    `INSERT INTO analytics_reports (id, name, query, chart, updated_at) VALUES (@id, @name, @body, @chart, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET name = @name, query = @body, chart = @chart, updated_at = @updatedAt`,
  );
  const deleteReport = db.prepare('DELETE FROM analytics_reports WHERE id = ?');
  const dashboardRows = db.prepare<[], Row>(
    'SELECT id, name, tiles AS body, updated_at AS updatedAt FROM analytics_dashboards ORDER BY name COLLATE NOCASE, id',
  );
  const hasDashboard = db.prepare<[string], { id: string }>(
    'SELECT id FROM analytics_dashboards WHERE id = ?',
  );
  const putDashboard = db.prepare(
    `INSERT INTO analytics_dashboards (id, name, tiles, updated_at) VALUES (@id, @name, @body, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET name = @name, tiles = @body, updated_at = @updatedAt`,
  );
  const deleteDashboard = db.prepare('DELETE FROM analytics_dashboards WHERE id = ?');

  // A row this version cannot read is left out rather than failing the whole list.
  const toReport = (row: Row): SavedReport[] => {
    const query = AnalyticsQuery.safeParse(JSON.parse(row.body));
    const chart = ChartKind.safeParse(row.chart);
    return query.success && chart.success
      ? [{ id: row.id, name: row.name, query: query.data, chart: chart.data, updatedAt: row.updatedAt }]
      : [];
  };
  const toDashboard = (row: Row): Dashboard[] => {
    const tiles = Tiles.safeParse(JSON.parse(row.body));
    return tiles.success ? [{ id: row.id, name: row.name, tiles: tiles.data, updatedAt: row.updatedAt }] : [];
  };

  /** An ID to save under: a new one, or the given one if it exists. */
  function idFor(id: string | undefined, exists: (id: string) => unknown, what: string): string {
    if (id === undefined) return randomUUID();
    if (!exists(id)) throw new VerityError('NOT_FOUND', `No saved ${what} ${id}: it may have been removed`);
    return id;
  }

  const removeReport = db.transaction((id: string) => {
    deleteReport.run(id);
    for (const dashboard of dashboardRows.all().flatMap(toDashboard)) {
      const tiles = dashboard.tiles.filter((tile) => tile.reportId !== id);
      if (tiles.length !== dashboard.tiles.length)
        putDashboard.run({ ...dashboard, body: JSON.stringify(tiles), updatedAt: now() });
    }
  });

  return {
    reports: (): SavedReport[] => reportRows.all().flatMap(toReport),

    saveReport(input: NewReport): SavedReport {
      const report = {
        id: idFor(input.id, (id) => hasReport.get(id), 'report'),
        name: input.name,
        query: AnalyticsQuery.parse(input.query),
        chart: input.chart,
        updatedAt: now(),
      };
      putReport.run({ ...report, body: JSON.stringify(report.query) });
      return report;
    },

    /** Removing what is already gone is not an error. */
    removeReport: (id: string): void => removeReport(id),

    dashboards: (): Dashboard[] => dashboardRows.all().flatMap(toDashboard),

    saveDashboard(input: NewDashboard): Dashboard {
      const missing = input.tiles.find((tile) => !hasReport.get(tile.reportId));
      if (missing)
        throw new VerityError(
          'VALIDATION',
          `A tile names report ${missing.reportId}, which is not saved: save the report first, or take the tile off`,
        );
      const dashboard = {
        id: idFor(input.id, (id) => hasDashboard.get(id), 'dashboard'),
        name: input.name,
        tiles: input.tiles,
        updatedAt: now(),
      };
      putDashboard.run({ ...dashboard, body: JSON.stringify(dashboard.tiles) });
      return dashboard;
    },

    removeDashboard: (id: string): void => {
      deleteDashboard.run(id);
    },
  };
}
