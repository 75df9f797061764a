import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsDemo, signOutSandbox } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * The Analytics Overview and a video's page against the sandbox's demo channel, signed in as its owner (Ada)
 * through the consent page as a person would.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** The days the page reports on, as it sends them (Pacific dates). */
async function shownRange(app: Page): Promise<{ startDate: string; endDate: string }> {
  const summary = app.getByTestId('period-summary').first();
  await expect(summary).toHaveAttribute('data-end', /^\d{4}-\d{2}-\d{2}$/);
  return {
    startDate: (await summary.getAttribute('data-start'))!,
    endDate: (await summary.getAttribute('data-end'))!,
  };
}

/** The digits of a figure as the page writes it ("12,345" → 12345). */
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.afterAll(async ({ browser, console: running, session }) => {
  await signOutSandbox(browser, running, session);
});

test('the overview for 28 days shows the KPI cards with their changes and each chart', async ({ app }) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-analytics').click();
  const overview = app.getByTestId('analytics-overview');
  await expect(overview.getByTestId('period-preset').getByRole('radio', { name: '28 days' })).toBeChecked();
  const range = await shownRange(app);
  expect(Date.parse(range.endDate) - Date.parse(range.startDate)).toBe(27 * 86_400_000);

  for (const metric of [
    'views',
    'estimatedMinutesWatched',
    'averageViewDuration',
    'subscribersNet',
    'likes',
  ]) {
    await expect(overview.getByTestId(`kpi-${metric}-value`)).toBeVisible();
    await expect(overview.getByTestId(`kpi-${metric}-change`)).toContainText(/%|No previous data/);
  }
  // Ada granted the monetary scope on the consent page: revenue is shown.
  await expect(overview.getByTestId('kpi-estimatedRevenue-value')).toContainText('$');

  // The card's views are the service's total for the same days, asked directly.
  const total = await app.evaluate(
    async (range) => window.verity!.analytics.query({ ...range, metrics: 'views' }),
    await shownRange(app),
  );
  if (!total.ok) throw new Error(total.error.message);
  const views = Number(total.value.rows[0]![0]);
  expect(views).toBeGreaterThan(0);
  expect(digits(await overview.getByTestId('kpi-views-value').textContent())).toBe(views);

  // The days not final are marked on the time series, which spans the whole period.
  const series = overview.getByTestId('time-series-chart');
  await expect(series).toHaveAttribute('data-points', '28');
  await expect(series.getByText('not final')).toBeVisible();
  await expect(overview.getByTestId('kpi-not-final')).toBeVisible();
  // Its legend hides the previous period's line and shows it again.
  const previousEntry = series.getByTestId('time-series-chart-legend-previous');
  await previousEntry.click();
  await expect(previousEntry).toHaveAttribute('aria-pressed', 'false');
  await previousEntry.click();
  await expect(previousEntry).toHaveAttribute('aria-pressed', 'true');
  await overview.getByTestId('series-granularity').getByText('By month').click();
  await expect(series).toHaveAttribute('data-points', /^[23]$/);
  await overview.getByTestId('series-granularity').getByText('By day').click();

  await expect(overview.getByTestId('top-videos-row').first()).toBeVisible();
  await expect(
    overview.getByTestId('traffic-sources-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(overview.getByTestId('geography-row').first()).toBeVisible();
  await expect(
    overview.getByTestId('age-gender-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  for (const panel of ['subscribed-status', 'device-type', 'operating-system'])
    await expect(overview.getByTestId(panel).locator('.recharts-surface').first()).toBeVisible();

  await app.setViewportSize({ width: 1280, height: 2600 });
  await app.screenshot({ path: join(SCREENSHOTS, 'analytics-overview.png'), fullPage: true });

  // Every panel downloads its table as CSV; a table-only panel offers no chart image.
  const geography = overview.getByTestId('geography');
  const download = app.waitForEvent('download');
  await geography.getByTestId('report-export').click();
  await app.getByRole('menuitem', { name: 'Table as CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/^Country,/);
  expect(lines).toHaveLength(await geography.getByTestId('geography-row').count());
  await expect(app.getByRole('menu')).toHaveCount(0);
  await overview.getByTestId('top-videos').getByTestId('report-export').click();
  await expect(app.getByRole('menuitem', { name: 'Chart as PNG' })).toBeDisabled();
  await app.keyboard.press('Escape');
});

test('top videos re-rank by watch time, and a traffic source opens its details', async ({ app }) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-analytics').click();
  const overview = app.getByTestId('analytics-overview');
  await overview.getByTestId('top-videos-sort-estimatedMinutesWatched').click();
  await expect(overview.getByTestId('top-videos-sort-estimatedMinutesWatched')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(overview.getByText(/most watch time/)).toBeVisible();

  await overview.getByTestId('traffic-source-YT_SEARCH').click();
  const detail = overview.getByTestId('traffic-detail');
  await expect(detail).toContainText('YouTube search');
  await expect(detail.getByTestId('traffic-detail-row').first()).toBeVisible();
  const firstViews = digits(
    await detail.getByTestId('traffic-detail-row').first().locator('td').nth(1).textContent(),
  );
  expect(firstViews).toBeGreaterThan(0);
  await detail.getByTestId('traffic-detail-back').click();
  await expect(overview.getByTestId('traffic-sources-chart')).toBeVisible();
});

test("a video's page shows its figures, daily views and retention curve, and leads back", async ({ app }) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-analytics').click();
  const overview = app.getByTestId('analytics-overview');
  const link = overview.getByTestId('top-videos-row').first().getByRole('link');
  const videoId = (await link.textContent())!;
  await link.click();

  const page = app.getByTestId('analytics-video');
  await expect(page.getByTestId('video-id')).toHaveText(videoId);
  expect(new URL(app.url()).hash).toBe(`#/analytics/videos/${videoId}`);
  // The video's views are the service's for that video alone over the same days.
  const total = await app.evaluate(
    async ({ range, id }) =>
      window.verity!.analytics.query({ ...range, metrics: 'views', filters: `video==${id}` }),
    { range: await shownRange(app), id: videoId },
  );
  if (!total.ok) throw new Error(total.error.message);
  await expect(page.getByTestId('kpi-views-value')).toBeVisible();
  expect(digits(await page.getByTestId('kpi-views-value').textContent())).toBe(
    Number(total.value.rows[0]![0]),
  );
  await expect(page.getByTestId('time-series-chart')).toHaveAttribute('data-points', '28');
  const retention = page.getByTestId('retention-chart');
  await expect(retention.locator('.recharts-line').first()).toBeVisible();
  expect(Number(await retention.getAttribute('data-points'))).toBeGreaterThan(10);

  await page.getByTestId('video-back').click();
  await expect(app.getByTestId('analytics-overview')).toBeVisible();
});
