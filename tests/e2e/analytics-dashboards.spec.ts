import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startConsole, type ConsoleProcess } from './support/console-process';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, openConsole, test } from './support/fixtures';

/**
 * Saved dashboards against the sandbox's demo channel (signed in as its owner, Ada), on a console of this
 * file's own whose data folder outlives a restart: a dashboard made of saved reports, a tile moved, the
 * console restarted, the dashboard back with its layout and charts, then exported.
 */

test.describe.configure({ timeout: 240_000 });

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const NAME = 'Morning check';

/** The last 28 days ending on the service's Pacific today. */
function last28Days(): { startDate: string; endDate: string } {
  const endDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - 27 * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

/** Saves the reports the dashboard is made of, as the builder would; returns their IDs by name. */
async function saveReports(page: Page): Promise<Record<string, string>> {
  const period = last28Days();
  return page.evaluate(async (range) => {
    const reports = [
      { name: 'Views by day', chart: 'line', query: { ...range, metrics: 'views', dimensions: 'day' } },
      {
        name: 'Traffic sources',
        chart: 'bar',
        query: { ...range, metrics: 'views', dimensions: 'insightTrafficSourceType', sort: '-views' },
      },
      {
        name: 'Top videos',
        chart: 'table',
        query: { ...range, metrics: 'views', dimensions: 'video', sort: '-views', maxResults: 10 },
      },
    ] as const;
    const ids: Record<string, string> = {};
    for (const report of reports) {
      const saved = await window.verity!.analytics.saveReport(report);
      if (!saved.ok) throw new Error(saved.error.message);
      ids[report.name] = saved.value.id;
    }
    return ids;
  }, period);
}

async function openDashboards(page: Page) {
  await page.getByTestId('nav-analytics').click();
  await page.getByTestId('analytics-tab-dashboards').click();
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
}

function tileOf(page: Page, reportId: string): Locator {
  return page.locator(`[data-testid="dashboard-tile"][data-report-id="${reportId}"]`);
}

/** The tile's place as x,y,w,h. */
async function placeOf(tile: Locator): Promise<string> {
  const [x, y, w, h] = await Promise.all(['x', 'y', 'w', 'h'].map((key) => tile.getAttribute(`data-${key}`)));
  return `${x},${y},${w},${h}`;
}

/** Every tile shows what it was saved as: a drawn chart, or the table's rows. */
async function expectDrawn(page: Page, ids: Record<string, string>) {
  await expect(
    tileOf(page, ids['Views by day']!).locator('svg.recharts-surface path.recharts-line-curve'),
  ).toBeVisible();
  await expect(
    tileOf(page, ids['Traffic sources']!).locator('svg.recharts-surface .recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(tileOf(page, ids['Top videos']!).getByTestId('report-table')).toHaveAttribute(
    'aria-rowcount',
    '10',
  );
}

test('a dashboard of saved reports keeps its layout and charts across a restart and exports as HTML and PDF', async ({
  browser,
}) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'verity-dashboards-'));
  const running: ConsoleProcess[] = [];
  try {
    running.push(await startConsole({}, dataDir));
    const page = await openConsole(browser, running[0]!);
    await signInAsDemo(page);
    const ids = await saveReports(page);

    await openDashboards(page);
    // With no dashboard yet the starter is offered.
    await expect(page.getByTestId('dashboards-starter')).toBeVisible();
    await page.getByTestId('dashboard-new-name').fill(NAME);
    const picker = page.getByTestId('dashboard-new-reports');
    for (const name of ['Views by day', 'Traffic sources', 'Top videos']) {
      await picker.click();
      await page.getByRole('option', { name }).click();
    }
    await page.getByTestId('dashboard-create').click();
    await expect(page.getByTestId('dashboard-name')).toHaveText(NAME);
    await expect(page.getByTestId('dashboard-tile')).toHaveCount(3);
    await expectDrawn(page, ids);

    // The table tile goes up to the top row with the arrow key, then gets wider with its button.
    await page.getByTestId('dashboard-edit').click();
    const table = tileOf(page, ids['Top videos']!);
    expect(await placeOf(table)).toBe('0,8,12,8');
    await table.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => placeOf(table)).toBe('0,0,12,8');
    await table.getByRole('button', { name: 'Wider' }).click();
    await expect.poll(() => placeOf(table)).toBe('0,0,14,8');
    await page.getByTestId('dashboard-edit').click();
    const layout = await Promise.all(Object.values(ids).map((id) => placeOf(tileOf(page, id))));
    // Saved: main's copy has the layout on screen.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const listed = await window.verity!.analytics.dashboards({});
          return listed.ok ? listed.value.dashboards[0]?.tiles.map((t) => `${t.x},${t.y},${t.w},${t.h}`) : [];
        }),
      )
      .toEqual(layout);
    await page.close();
    await running[0]!.stop();

    running.push(await startConsole({}, dataDir));
    const again = await openConsole(browser, running[1]!);
    // The headless host keeps secrets only behind a passphrase, so the account's tokens did not outlive the
    // restart (the dashboard, in the database, did): sign in again before the tiles can run.
    await signInAsDemo(again);
    await openDashboards(again);
    await again
      .getByTestId('dashboards-row')
      .filter({ hasText: NAME })
      .getByTestId('dashboards-open')
      .click();
    await expect(again.getByTestId('dashboard-tile')).toHaveCount(3);
    expect(await Promise.all(Object.values(ids).map((id) => placeOf(tileOf(again, id))))).toEqual(layout);
    await expectDrawn(again, ids);
    await again.screenshot({ path: join(SCREENSHOTS, 'analytics-dashboard.png'), fullPage: true });

    const htmlDownload = again.waitForEvent('download');
    await again.getByTestId('dashboard-export').click();
    await again.getByTestId('dashboard-export-html').click();
    const htmlFile = await htmlDownload;
    expect(htmlFile.suggestedFilename()).toBe('morning-check.html');
    const html = await readFile(await htmlFile.path(), 'utf8');
    expect(html).toContain(`<h1>${NAME}</h1>`);
    expect(html).toMatch(
      /channel==MINE\) · \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2} · generated \d{4}-\d{2}-\d{2} \d\d:\d\d UTC/,
    );
    // Two charts inline as SVG with their lines and bars, and the tables as HTML.
    expect(html.match(/<svg[\s>]/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('recharts-line-curve');
    expect(html).toContain('recharts-bar-rectangle');
    expect(html.match(/<table>/g)?.length).toBe(3);
    // Self-contained: no scripts and no address outside the file.
    expect(html).not.toMatch(/<script|<link|<img|<iframe/i);
    expect(html).not.toMatch(/(?:src|href)\s*=\s*["'](?!#)/i);
    expect(html).not.toMatch(/url\((?!#|["']?#)/i);

    const pdfDownload = again.waitForEvent('download');
    await again.getByTestId('dashboard-export').click();
    await again.getByTestId('dashboard-export-pdf').click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe('morning-check.pdf');
    const pdf = await readFile(await pdfFile.path(), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Subtype \/Image/g)?.length).toBe(2);

    // Deleting the dashboard keeps its reports; then the reports go too.
    await again.getByTestId('dashboard-delete').click();
    await again.getByRole('button', { name: 'Delete dashboard' }).click();
    await expect(again.getByTestId('dashboards-empty')).toBeVisible();
    const left = await again.evaluate(async (reportIds) => {
      const verity = window.verity!;
      for (const id of reportIds) await verity.analytics.removeReport({ id });
      const reports = await verity.analytics.reports({});
      return reports.ok ? reports.value.reports.length : -1;
    }, Object.values(ids));
    expect(left).toBe(0);
    await again.close();
  } finally {
    for (const console of running) console.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
});
