import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_FILE,
  CATALOG_MODULE,
  generateReportCatalog,
} from '../../../../scripts/analytics-catalog/generate';
import { REPORT_TYPES } from '../../../../src-shared/analytics/report-catalog';

const root = join(import.meta.dirname, '../../../..');

describe('generated report catalog', () => {
  it('is what the generator writes from the catalog JSON (run `npm run generate:analytics` when not)', async () => {
    const catalog = JSON.parse(readFileSync(join(root, CATALOG_FILE), 'utf8')) as Parameters<
      typeof generateReportCatalog
    >[0];
    const committed = readFileSync(join(root, CATALOG_MODULE), 'utf8');
    expect(committed, `${CATALOG_MODULE} is stale`).toBe(await generateReportCatalog(catalog));
  });

  it('holds the 44 channel report types with their attribution', () => {
    expect(REPORT_TYPES).toHaveLength(44);
    expect(new Set(REPORT_TYPES.map((report) => report.id)).size).toBe(44);
    expect(readFileSync(join(root, CATALOG_MODULE), 'utf8')).toContain('BSD-3-Clause');
  });
});
