/**
 * `npm run bench`: every benchmark, each next to its anchor in the same run, written into
 * docs/benchmarks.md between its markers. `npm run bench -- NAME…` runs some of them.
 */
import { join } from 'node:path';
import { buildIfStale } from '../scripts/lib/build-if-stale.mjs';
import { benchAnalyticsDashboard } from './analytics-dashboard';
import { benchAnalyticsTable } from './analytics-table';
import { benchAuditThroughput } from './audit-throughput';
import { benchChatLatency } from './chat-latency';
import { benchChatRender } from './chat-render';
import { benchColdStart } from './cold-start';
import { benchContractRoundTrip } from './contract-round-trip';
import { benchDatabase } from './database';
import { describeMachine } from './lib/machine';
import { writeSection } from './lib/results-file';
import { benchLogPage } from './log-page';
import { benchSandboxAppend } from './sandbox-append';
import { benchUpload } from './upload';
import { benchSitemapImport } from './sitemap-import';
import { benchStorageUpload } from './storage-upload';
import { benchStorageList } from './storage-list';
import { benchStorageQuery } from './storage-query';
import { benchUrlPublish } from './url-publish';
import { benchUrlTable } from './url-table';

const root = join(import.meta.dirname, '..');
const doc = join(root, 'docs', 'benchmarks.md');

const BENCHES: Record<string, (root: string) => Promise<{ markdown: string }>> = {
  contract: benchContractRoundTrip,
  'cold-start': benchColdStart,
  audit: benchAuditThroughput,
  'log-page': benchLogPage,
  append: benchSandboxAppend,
  'chat-render': benchChatRender,
  'chat-latency': benchChatLatency,
  database: benchDatabase,
  upload: benchUpload,
  'url-publish': benchUrlPublish,
  sitemap: benchSitemapImport,
  'url-table': benchUrlTable,
  'analytics-dashboard': benchAnalyticsDashboard,
  'analytics-table': benchAnalyticsTable,
  'storage-upload': benchStorageUpload,
  'storage-query': benchStorageQuery,
  'storage-list': benchStorageList,
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

buildIfStale(root, (line) => console.error(line));
for (const [name, bench] of Object.entries(BENCHES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.error(`${name}…`);
  const machine = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.`;
  const result = await bench(root);
  await writeSection(doc, name, `${machine}\n\n${result.markdown}`);
  console.log(result.markdown);
}
