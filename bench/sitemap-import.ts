/**
 * A sitemap of 50,000 URLs (the protocol's most per file; the sandbox's demo shop): parse + normalise +
 * de-duplicate, plain and gzip, by the URLs page's streaming reader against a whole-document parse (htmlparser2's
 * DOM, then the `<loc>` elements and a Set), each in a fresh process for its peak memory; and the whole import as
 * a user runs it (`urls.importSitemap` by URL: fetched from the sandbox's demo web, read, stored).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createCore } from '../src-main/core/create-core';
import { memoryBackend } from '../src-main/services/vault/secret-backend';
import type { SitemapImportResult } from '../src-shared/contract/schemas/urls';
import { tempDir } from '../tests/support/temp-dir';
import { startSandboxProcess } from './lib/sandbox-process';
import { fmt, percentile, ratio } from './lib/stats';

const SITEMAP = 'https://shop.example.com/sitemap.xml';
const RUNS = 7;
const run = promisify(execFile);

interface ChildResult {
  times: number[];
  count: number;
  peakGrowth: number;
}

async function measure(root: string, variant: 'console' | 'dom', file: string): Promise<ChildResult> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/sitemap-child.ts', variant, file, String(RUNS)],
    { cwd: root, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as ChildResult;
}

export async function benchSitemapImport(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-sitemap');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'), ['--no-seed']);
  try {
    const response = await fetch(`${sandbox.baseUrl}/demo-web/https/shop.example.com/sitemap.xml`);
    const xml = new Uint8Array(await response.arrayBuffer());
    const files = { plain: join(dir.path, 'sitemap.xml'), gzip: join(dir.path, 'sitemap.xml.gz') };
    await writeFile(files.plain, xml);
    await writeFile(files.gzip, gzipSync(xml));

    const rows: string[] = [];
    for (const [label, file] of Object.entries(files)) {
      const mine = await measure(root, 'console', file);
      const dom = await measure(root, 'dom', file);
      if (mine.count !== dom.count)
        throw new Error(`the two ways disagree: ${mine.count} ≠ ${dom.count} URLs`);
      const median = (r: ChildResult) => percentile(r.times, 50);
      rows.push(
        `| ${label} (${mine.count.toLocaleString('en-US')} URLs) | ${fmt(median(mine), 1)} | ${fmt(median(dom), 1)} | ` +
          `${ratio(median(dom), median(mine))} | ${(mine.peakGrowth / 1e6).toFixed(1)} MB | ${(dom.peakGrowth / 1e6).toFixed(1)} MB |`,
      );
    }

    const core = await createCore({
      shell: 'headless',
      version: 'bench',
      dataDir: join(dir.path, 'core'),
      secretBackend: memoryBackend(),
      sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    });
    let whole: number;
    let imported: SitemapImportResult;
    try {
      const started = performance.now();
      const result = await core.router.invoke(
        'urls:importSitemap',
        { source: { kind: 'url', url: SITEMAP } },
        { shell: 'headless', senderId: 'bench' },
      );
      whole = performance.now() - started;
      if (!result.ok) throw new Error(result.error.message);
      imported = result.value as SitemapImportResult;
    } finally {
      await core.close();
    }

    const table = [
      `| ${(xml.byteLength / 1e6).toFixed(1)} MB sitemap, median of ${RUNS} | URLs page: streaming reader | anchor: whole-document parse | anchor / URLs page | peak memory growth, URLs page | peak memory growth, anchor |`,
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    return {
      markdown:
        `${table}\n\nParse + normalise + de-duplicate (goal: 50,000 URLs in under a second). The whole import ` +
        `through the router, as the page runs it (fetched from the sandbox, read, ${imported.added.toLocaleString('en-US')} ` +
        `rows stored): ${fmt(whole, 0)}.`,
    };
  } finally {
    await sandbox.stop();
    await dir.remove();
  }
}
