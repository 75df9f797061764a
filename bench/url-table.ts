/**
 * The URLs page's status table with 100,000 rows, in Chromium through the headless host: the time from opening
 * the page to its first rows, then the longest main-thread task while the table is scrolled (sixty wheel steps,
 * then jumps to the middle and the end, each awaited to the next frame), from a trace of the scroll. Anchor in the
 * same run: the same rows as one plain HTML table in a scroll box of the same size (what rendering every row
 * would cost), loaded with `setContent` and scrolled the same way.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { launchChromium } from './lib/browser';
import { openConsolePage, startHeadlessConsole } from './lib/headless-console';
import { startSandboxProcess } from './lib/sandbox-process';
import { fmt } from './lib/stats';
import { LONG_TASK_MS, tracedScroll } from './lib/traced-scroll';

const ROWS = 100_000;
const urlAt = (i: number) => `https://www.example.com/articles/archive/${i + 1}`;

async function consoleTable(browser: Browser, url: string) {
  const page = await openConsolePage(browser, url, { viewport: { width: 1280, height: 900 } });
  try {
    await page.evaluate(
      async (urls) => {
        const added = await window.verity!.urls.add({ urls });
        if (!added.ok) throw new Error(added.error.message);
      },
      Array.from({ length: ROWS }, (_, i) => urlAt(i)),
    );
    const started = Date.now();
    await page.goto(new URL('#/urls', page.url()).toString());
    await page.getByTestId('url-row').first().waitFor();
    const firstRowsMs = Date.now() - started;
    const scroll = await tracedScroll(browser, page, '[data-testid="urls-scroller"]');
    return { firstRowsMs, scroll };
  } finally {
    await page.close();
  }
}

async function plainTable(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const rows = Array.from(
      { length: ROWS },
      (_, i) =>
        `<tr><td>${urlAt(i)}</td><td>sc-domain:example.com</td><td>owner</td><td>—</td><td>—</td><td>—</td><td>—</td></tr>`,
    ).join('');
    const started = Date.now();
    await page.setContent(
      `<div id="scroller" style="height:520px;overflow-y:auto"><table><tbody>${rows}</tbody></table></div>`,
      { timeout: 600_000 },
    );
    await page.locator('#scroller tr').first().waitFor();
    const firstRowsMs = Date.now() - started;
    const scroll = await tracedScroll(browser, page, '#scroller');
    return { firstRowsMs, scroll };
  } finally {
    await page.close();
  }
}

export async function benchUrlTable(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-url-table');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'), ['--no-seed']);
  const headless = await startHeadlessConsole(root, join(dir.path, 'console'), sandbox);
  const browser = await launchChromium();
  try {
    const mine = await consoleTable(browser, headless.host.url);
    const plain = await plainTable(browser);
    const row = (label: string, pick: (r: typeof mine) => string) =>
      `| ${label} | ${pick(mine)} | ${pick(plain)} |`;
    const table = [
      `| ${ROWS.toLocaleString('en-US')} rows | URLs page (virtualised, fetched in windows) | anchor: one plain HTML table |`,
      '| --- | --- | --- |',
      row('opening to the first rows shown', (r) => fmt(r.firstRowsMs, 0)),
      row('longest main-thread task while scrolling (wall)', (r) => fmt(r.scroll.longestTaskMs, 1)),
      row(`tasks over ${LONG_TASK_MS} ms while scrolling`, (r) => String(r.scroll.longTasks)),
      row('main thread busy while scrolling (wall)', (r) => fmt(r.scroll.busyWallMs, 0)),
    ].join('\n');
    return { markdown: `${table}\n\nGoal: the longest task while scrolling ≤ ${LONG_TASK_MS} ms.` };
  } finally {
    await browser.close();
    await headless.close();
    await sandbox.stop();
    await dir.remove();
  }
}
