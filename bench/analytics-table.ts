/**
 * A 10,000-row report result (two years of daily views by traffic source) as a dashboard tile's table, in
 * Chromium through the headless host: the time from opening the dashboard (the app loaded) to the table's first
 * rows and the longest main-thread task meanwhile, then the longest task while the table is scrolled to its end
 * (sixty wheel steps, then jumps to the middle and the end), both from traces. The table is virtualised and
 * sortable (ReportTable). Anchor in the same run: the same rows as one plain HTML table (every row rendered) in a
 * scroll box of the same height, loaded with `setContent` and scrolled the same way.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { mainThreadMetrics, type TraceEvent } from './chat-render-page/trace-metrics';
import { launchChromium } from './lib/browser';
import { signInConsoleAsAda } from './lib/demo-account';
import { consoleSession, startHeadlessConsole } from './lib/headless-console';
import { startSandboxProcess } from './lib/sandbox-process';
import { fmt } from './lib/stats';
import { LONG_TASK_MS, tracedScroll } from './lib/traced-scroll';

const ROWS = 10_000;
const SCROLLER = '[data-testid="report-table-scroller"]';
type Rows = (string | number | null)[][];

/** The 730 days ending today, Pacific time, as the service counts them. */
function twoYears() {
  const endDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const start = Date.parse(`${endDate}T00:00:00Z`) - 729 * 86_400_000;
  return { startDate: new Date(start).toISOString().slice(0, 10), endDate };
}

/** Runs `act` under a trace until `until` resolves; the time it took and the trace's longest task. */
async function traced(browser: Browser, page: Page, act: () => Promise<void>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const started = Date.now();
  await act();
  const ms = Date.now() - started;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return { ms, main: mainThreadMetrics(trace.traceEvents, LONG_TASK_MS, 'none') };
}

async function consoleTable(browser: Browser, url: string) {
  const session = await consoleSession(browser, url);
  const page = await session.newPage();
  try {
    await signInConsoleAsAda(page);
    const { dashboardId, rows } = await page.evaluate(
      async ({ period, maxResults }) => {
        const verity = window.verity!;
        const query = {
          ...period,
          metrics: 'views,estimatedMinutesWatched',
          dimensions: 'day,insightTrafficSourceType',
          sort: 'day',
          maxResults,
        };
        const saved = await verity.analytics.saveReport({
          name: 'Daily traffic sources',
          query,
          chart: 'table',
        });
        if (!saved.ok) throw new Error(saved.error.message);
        const tiles = [{ reportId: saved.value.id, x: 0, y: 0, w: 24, h: 16 }];
        const dashboard = await verity.analytics.saveDashboard({ name: 'Table', tiles });
        if (!dashboard.ok) throw new Error(dashboard.error.message);
        const answer = await verity.analytics.query(query);
        if (!answer.ok) throw new Error(answer.error.message);
        return { dashboardId: dashboard.value.id, rows: answer.value.rows };
      },
      { period: twoYears(), maxResults: ROWS },
    );
    // A fresh page: the renderer's cache is empty, main's holds nothing for the days not final.
    await page.close();
    const fresh = await session.newPage();
    const open = await traced(browser, fresh, async () => {
      await fresh.evaluate((id) => (location.hash = `#/analytics/dashboards?dashboard=${id}`), dashboardId);
      await fresh.locator(`${SCROLLER} [role="row"]`).first().waitFor({ timeout: 120_000 });
    });
    const scroll = await tracedScroll(browser, fresh, SCROLLER);
    await fresh.close();
    return { rows, open, scroll };
  } finally {
    await session.close();
  }
}

async function plainTable(browser: Browser, rows: Rows) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const html = rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell ?? ''}</td>`).join('')}</tr>`)
      .join('');
    const open = await traced(browser, page, async () => {
      await page.setContent(
        `<div id="scroller" style="height:420px;overflow-y:auto"><table><tbody>${html}</tbody></table></div>`,
        { timeout: 600_000 },
      );
      await page.locator('#scroller tr').first().waitFor();
    });
    const scroll = await tracedScroll(browser, page, '#scroller');
    return { open, scroll };
  } finally {
    await page.close();
  }
}

export async function benchAnalyticsTable(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-analytics-table');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'), ['--no-seed']);
  const headless = await startHeadlessConsole(root, join(dir.path, 'console'), sandbox);
  const browser = await launchChromium();
  try {
    const mine = await consoleTable(browser, headless.host.url);
    if (mine.rows.length !== ROWS) throw new Error(`the report has ${mine.rows.length} rows, not ${ROWS}`);
    const plain = await plainTable(browser, mine.rows);
    type Result = { open: Awaited<ReturnType<typeof traced>>; scroll: typeof mine.scroll };
    const row = (label: string, pick: (r: Result) => string) =>
      `| ${label} | ${pick(mine)} | ${pick(plain)} |`;
    const table = [
      `| ${ROWS.toLocaleString('en-US')} rows | dashboard tile (ReportTable, virtualised) | anchor: one plain HTML table |`,
      '| --- | --- | --- |',
      row('opening to the first rows shown', (r) => fmt(r.open.ms, 0)),
      row('longest main-thread task while opening (wall)', (r) => fmt(r.open.main.longestTaskMs, 1)),
      row('longest main-thread task while scrolling to the end (wall)', (r) =>
        fmt(r.scroll.longestTaskMs, 1),
      ),
      row(`tasks over ${LONG_TASK_MS} ms while scrolling`, (r) => String(r.scroll.longTasks)),
      row('main thread busy while scrolling (wall)', (r) => fmt(r.scroll.busyWallMs, 0)),
    ].join('\n');
    return { markdown: `${table}\n\nGoal: no task over ${LONG_TASK_MS} ms while scrolling.` };
  } finally {
    await browser.close();
    await headless.close();
    await sandbox.stop();
    await dir.remove();
  }
}
