import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSavedReports } from '../../../../../src-main/services/analytics/saved-reports';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
beforeEach(async () => {
  dir = await tempDir('saved-reports');
  db = openDatabase(join(dir.path, 'verity.db'));
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

const query = { startDate: '2026-01-01', endDate: '2026-01-28', metrics: 'views', dimensions: 'day' };

describe('saved reports', () => {
  it('lists by name, leaves out a row this version cannot read, and refuses to replace one that is gone', () => {
    let time = 1000;
    const saved = createSavedReports({ db, now: () => time++ });
    const zeta = saved.saveReport({ name: 'zeta', query, chart: 'line' });
    const alpha = saved.saveReport({ name: 'Alpha', query, chart: 'table' });
    db.prepare(
      "INSERT INTO analytics_reports (id, name, query, chart, updated_at) VALUES ('odd', 'Beta', '{\"metrics\":1}', 'line', 5)",
    ).run();
    db.prepare(
      "INSERT INTO analytics_reports (id, name, query, chart, updated_at) VALUES ('pie', 'Gamma', ?, 'pie', 5)",
    ).run(JSON.stringify(query));
    expect(saved.reports().map((report) => report.name)).toEqual(['Alpha', 'zeta']);
    expect(saved.reports()[0]).toEqual({ ...alpha, query: { ...query, ids: 'channel==MINE' } });

    const renamed = saved.saveReport({ id: zeta.id, name: 'Zeta', query, chart: 'bar' });
    expect(renamed).toMatchObject({ id: zeta.id, name: 'Zeta', chart: 'bar' });
    expect(() => saved.saveReport({ id: 'gone', name: 'x', query, chart: 'bar' })).toThrow(
      /No saved report gone/,
    );
    saved.removeReport('gone');
  });

  it('a dashboard names saved reports only, and loses the tiles of a removed report', () => {
    const saved = createSavedReports({ db });
    const one = saved.saveReport({ name: 'One', query, chart: 'line' });
    const two = saved.saveReport({ name: 'Two', query, chart: 'bar' });
    const tiles = [
      { reportId: one.id, x: 0, y: 0, w: 6, h: 3 },
      { reportId: two.id, x: 6, y: 0, w: 6, h: 3 },
    ];
    const board = saved.saveDashboard({ name: 'Board', tiles });
    expect(() => saved.saveDashboard({ name: 'Bad', tiles: [{ ...tiles[0]!, reportId: 'none' }] })).toThrow(
      /report none, which is not saved/,
    );
    saved.removeReport(two.id);
    expect(saved.dashboards()).toMatchObject([{ id: board.id, tiles: [tiles[0]] }]);
    saved.removeDashboard(board.id);
    expect(saved.dashboards()).toEqual([]);
  });
});
