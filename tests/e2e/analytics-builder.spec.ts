import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { signInAsDemo, signOutSandbox } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * The report builder against the sandbox's demo channel, signed in as its owner (Ada): a clash explained, a
 * valid query run into a chart and a table, its CSV and PNG downloads, and a saved report opened and deleted.
 */

test.describe.configure({ mode: 'serial' });
// Sign-in at the consent page, two report runs, two downloads and a save, on a machine the other specs share.
test.setTimeout(180_000);

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const NAME = `Builder daily views ${Date.now()}`;

async function openBuilder(app: Page) {
  await app.getByTestId('nav-analytics').click();
  await app.getByTestId('analytics-tab-reports').click();
  await expect(app.getByTestId('report-builder')).toBeVisible();
}

async function exportAs(app: Page, item: string) {
  const download = app.waitForEvent('download');
  await app.getByTestId('report-export').click();
  await app.getByRole('menuitem', { name: item }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test.afterAll(async ({ browser, console: running, session }) => {
  // Whatever a failed run left: this file's saved reports go, and the profile is signed out for the next file.
  const page = await browser.newPage();
  const [name, value] = session.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: running.origin }]);
  await page.goto(`${running.origin}/`);
  await page.evaluate(async (prefix) => {
    const listed = await window.verity!.analytics.reports({});
    for (const report of listed.ok ? listed.value.reports : [])
      if (report.name.startsWith(prefix)) await window.verity!.analytics.removeReport({ id: report.id });
  }, NAME);
  await page.close();
  await signOutSandbox(browser, running, session);
});

test('the builder explains a refused combination, runs a valid one, exports and saves it', async ({
  app,
}) => {
  await signInAsDemo(app);
  await openBuilder(app);
  const builder = app.getByTestId('report-builder');

  // A country filter rules out a province filter, and the chip says why.
  await builder.getByTestId('pick-filter-country').click();
  const province = builder.getByTestId('pick-filter-province');
  await expect(province).toHaveAttribute('data-unavailable');
  await province.hover();
  await expect(app.getByRole('tooltip')).toHaveText(
    '`country` and `province` cannot be used together: pick one.',
  );
  await builder.getByRole('button', { name: 'Remove filter country' }).click();
  await expect(province).not.toHaveAttribute('data-unavailable');

  // Views and watch time a day: the time-based report, drawn as a line with its table.
  await builder.getByTestId('pick-metric-estimatedMinutesWatched').click();
  await expect(app.getByTestId('builder-report-type')).toContainText('Time-based activity');
  await app.getByTestId('builder-run').click();
  const card = app.getByTestId('report-card');
  await expect(card.getByTestId('report-chart')).toHaveAttribute('data-kind', 'line');
  await expect(card.locator('svg.recharts-surface path.recharts-curve').first()).toBeVisible();
  const table = card.getByTestId('report-table');
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(20);
  // Tall enough for the picks, the chart and the first rows at once (the header is fixed to the viewport).
  await app.setViewportSize({ width: 1280, height: 1900 });
  await app.screenshot({ path: join(SCREENSHOTS, 'analytics-builder.png') });
  await app.setViewportSize({ width: 1280, height: 720 });

  // The CSV holds the table's headings and every row as the table shows them.
  const csv = await exportAs(app, 'Table as CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const parsed = Papa.parse<string[]>(csv.bytes.toString('utf8'), { skipEmptyLines: true }).data;
  const headings = await table.getByRole('columnheader').allTextContents();
  expect(parsed[0]).toEqual(headings.map((text) => text.trim()));
  expect(parsed).toHaveLength(rowCount + 1);
  const shown = await table
    .getByRole('row')
    .filter({ has: app.getByRole('cell') })
    .evaluateAll((rows) =>
      rows
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .slice(0, 5)
        .map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent)),
    );
  expect(parsed.slice(1, 6)).toEqual(shown);

  // The PNG is a real image of the chart.
  const png = await exportAs(app, 'Chart as PNG');
  expect(png.name).toMatch(/\.png$/);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.length).toBeGreaterThan(10_000);

  // The SVG stands alone: its namespace, the title above the chart and the drawn lines.
  const svg = await exportAs(app, 'Chart as SVG');
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svgText).toContain('>Time-based activity</text>');
  expect(svgText).toContain('recharts-curve');

  // Saved, it is listed, kept in the database, and opens back into the builder; then it is deleted.
  await app.getByLabel('Report name').fill(NAME);
  await app.getByTestId('builder-save').click();
  const saved = app.getByTestId('saved-report').filter({ hasText: NAME });
  await expect(saved).toBeVisible();
  const stored = await app.evaluate(() => window.verity!.analytics.reports({}));
  expect(stored.ok && stored.value.reports.find((report) => report.name === NAME)).toMatchObject({
    chart: 'line',
    query: { metrics: 'views,estimatedMinutesWatched', dimensions: 'day' },
  });
  // Watch time taken off the picks, then the saved report brings it back.
  const watchTime = app.getByTestId('pick-metric-estimatedMinutesWatched');
  await watchTime.click();
  await expect(watchTime.getByRole('checkbox')).not.toBeChecked();
  await saved.getByRole('button', { name: NAME, exact: true }).click();
  await expect(watchTime.getByRole('checkbox')).toBeChecked();
  await expect(app.getByTestId('report-card')).toContainText(NAME);
  await saved.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(saved).toHaveCount(0);

  // By country, the suggested chart is the world map, the United States (ISO 840 in the atlas) coloured.
  await app.getByTestId('pick-dimension-day').click();
  await app.getByTestId('pick-dimension-country').click();
  await expect(app.getByTestId('builder-report-type')).toContainText('Geography-based activity');
  await app.getByTestId('builder-run').click();
  const map = app.getByTestId('geo-map');
  await expect(map).toBeVisible();
  await expect(map.locator('[data-country="840"]')).toHaveAttribute(
    'fill',
    /^var\(--mantine-color-blue-\d\)$/,
  );
});
