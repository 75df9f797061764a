import { describe, expect, it } from 'vitest';
import { starterReports, starterTiles } from '@/features/analytics/utils/dashboard-starter';
import { checkQuery } from '@/lib/analytics-catalog';

describe('starter dashboard', () => {
  const reports = starterReports('2026-11-27');

  it('asks only queries the catalog allows, over the last 28 days', () => {
    for (const report of reports) {
      const check = checkQuery(report.query as Parameters<typeof checkQuery>[0]);
      expect('error' in check ? `${report.name}: ${check.error.message}` : 'ok').toBe('ok');
      expect(report.query).toMatchObject({ startDate: '2026-10-31', endDate: '2026-11-27' });
    }
  });

  it('lays its tiles two to a row in order', () => {
    const tiles = starterTiles(reports.map((_, index) => `r${index}`));
    expect(tiles.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [12, 0],
      [0, 8],
      [12, 8],
      [0, 16],
      [12, 16],
    ]);
  });
});
