/**
 * Writes src-shared/analytics/report-catalog.ts from the channel report catalog in tests/fixtures/google/. Run
 * after changing the catalog or the generator; a unit test fails while the committed output is stale.
 *
 *   npm run generate:analytics
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_FILE, CATALOG_MODULE, generateReportCatalog } from './analytics-catalog/generate';

const root = join(import.meta.dirname, '..');
const catalog = JSON.parse(readFileSync(join(root, CATALOG_FILE), 'utf8')) as Parameters<
  typeof generateReportCatalog
>[0];
writeFileSync(join(root, CATALOG_MODULE), await generateReportCatalog(catalog));
console.log(`wrote ${CATALOG_MODULE}`);
