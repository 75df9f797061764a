import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { onConsolePage, signInAsDemo, signOutSandbox } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * The Groups manager and Compare against the sandbox's demo channel, signed in as its owner (Ada) with the
 * youtube scope (groups) and yt-analytics.readonly (reports).
 */

// Each test signs in and runs several reports on a machine the other spec files share: room to finish.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const TITLE = `Launch picks ${Date.now()}`;
const RENAMED = `${TITLE} (renamed)`;
const A_PLAYLIST = 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf';

/** The digits of a figure as the page writes it ("12,345" → 12345). */
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The channel's two most viewed videos over the last 28 days (Pacific), with their views, asked directly. */
async function topTwoVideos(app: Page): Promise<{ id: string; views: number }[]> {
  const answer = await app.evaluate(async () => {
    const endDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - 27 * 86_400_000);
    return window.verity!.analytics.query({
      startDate: start.toISOString().slice(0, 10),
      endDate,
      metrics: 'views',
      dimensions: 'video',
      sort: '-views',
      maxResults: 2,
    });
  });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.rows.map((row) => ({ id: String(row[0]), views: Number(row[1]) }));
}

async function openGroups(app: Page) {
  await app.getByTestId('nav-analytics').click();
  await app.getByTestId('analytics-tab-groups').click();
  await expect(app.getByTestId('groups-page')).toBeVisible();
}

test.afterAll(async ({ browser, console: running, session }) => {
  // Whatever a failed run left: this file's groups go, and the profile is signed out for the next file.
  await onConsolePage(browser, running, session, (page) =>
    page.evaluate(async (prefix) => {
      const listed = await window.verity!.analytics.groups({});
      for (const group of listed.ok ? listed.value.groups : [])
        if (group.title.startsWith(prefix)) await window.verity!.analytics.removeGroup({ id: group.id });
    }, TITLE),
  );
  await signOutSandbox(browser, running, session);
});

test('a group: made, two videos added (a playlist refused before sending), renamed, counted and reported', async ({
  app,
}) => {
  await signInAsDemo(app);
  const videos = await topTwoVideos(app);
  expect(videos).toHaveLength(2);
  await openGroups(app);

  await app.getByTestId('group-new-title').fill(TITLE);
  await app.getByTestId('group-create').click();
  const detail = app.getByTestId('group-detail');
  await expect(detail.getByTestId('group-title')).toHaveText(TITLE);
  await expect(detail.getByTestId('group-count')).toHaveText('0 of 500 items');

  await detail
    .getByTestId('group-add-ids')
    .fill(`${videos[0]!.id}\nhttps://youtu.be/${videos[1]!.id}, ${A_PLAYLIST}`);
  await detail.getByTestId('group-add-submit').click();
  const outcome = detail.getByTestId('group-add-outcome');
  await expect(outcome).toContainText('2 added, 1 not added');
  await expect(outcome.getByTestId('group-add-failure')).toContainText('one item type');
  await expect(detail.getByTestId('group-add-ids')).toHaveValue(A_PLAYLIST);
  await expect(detail.getByTestId('group-item')).toHaveCount(2);
  await expect(detail.getByTestId('group-count')).toHaveText('2 of 500 items');

  await detail.getByTestId('group-rename').click();
  await expect(detail.getByTestId('group-rename-note')).toContainText('Only the title can change');
  await detail.getByTestId('group-rename-title').fill(RENAMED);
  await detail.getByTestId('group-rename-save').click();
  await expect(detail.getByTestId('group-title')).toHaveText(RENAMED);

  // The group's report: its views over the 28 days are the two videos' views there.
  const views = detail.getByTestId('group-report-views');
  await expect.poll(async () => digits(await views.textContent())).toBe(videos[0]!.views + videos[1]!.views);
  await expect(detail.getByTestId('group-report-estimatedMinutesWatched')).toContainText(/\d/);
  await app.screenshot({ path: join(SCREENSHOTS, 'analytics-groups.png') });

  // The list shows it renamed, with its count.
  await detail.getByTestId('group-back').click();
  const row = app.getByTestId('group-row').filter({ hasText: RENAMED });
  await expect(row.getByTestId('group-item-count')).toHaveText('2');
  await expect(row).toContainText('Videos');
});

test('the group as a report filter opens the builder with group==ID as its filter', async ({ app }) => {
  await signInAsDemo(app);
  await openGroups(app);
  const row = app.getByTestId('group-row').filter({ hasText: RENAMED });
  const groupId = await row.getAttribute('data-group-id');
  await row.getByTestId('group-open').click();
  await app.getByTestId('group-use-filter').click();
  await expect(app).toHaveURL(new RegExp(`#/analytics/reports\\?filters=group%3D%3D${groupId}$`));
  await expect(app.getByTestId('analytics-tab-reports')).toHaveAttribute('aria-selected', 'true');
  // The builder starts with the group as its filter.
  await expect(app.getByRole('button', { name: 'Remove filter group' })).toBeVisible();
  await expect(app.getByRole('combobox', { name: 'Filter group', exact: true })).toHaveValue(
    `${RENAMED} (videos)`,
  );
});

test('Compare: two periods side by side with their deltas, and two groups', async ({ app }) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-analytics').click();
  await app.getByTestId('analytics-tab-compare').click();
  const kpis = app.getByTestId('compare-kpis');
  await expect(kpis.getByTestId('compare-kpi')).toHaveCount(7);
  const views = kpis.locator('[data-metric="views"]');
  const a = digits(await views.getByTestId('compare-kpi-a').textContent());
  const b = digits(await views.getByTestId('compare-kpi-b').textContent());
  expect(a).toBeGreaterThan(0);
  expect(b).toBeGreaterThan(0);
  // The delta is A − B, signed, and its percentage of B.
  const difference = (await views.getByTestId('compare-kpi-difference').textContent()) ?? '';
  expect(digits(difference)).toBe(Math.abs(a - b));
  expect(difference.startsWith(a >= b ? '+' : '−')).toBe(true);
  await expect(views.getByTestId('compare-kpi-ratio')).toHaveText(/^[+−±][\d.,]+%$/);
  await expect(app.getByTestId('compare-chart').locator('.recharts-line')).toHaveCount(2);
  await app.screenshot({ path: join(SCREENSHOTS, 'analytics-compare.png') });

  // Two groups: the one made above (both top videos) against one of the first video alone.
  const videos = await topTwoVideos(app);
  const single = `${TITLE} (first only)`;
  await app.evaluate(
    async ({ title, video }) => {
      const made = await window.verity!.analytics.saveGroup({ title, itemType: 'youtube#video' });
      if (!made.ok) throw new Error(made.error.message);
      const added = await window.verity!.analytics.addGroupItem({
        groupId: made.value.id,
        kind: 'youtube#video',
        resourceId: video,
      });
      if (!added.ok) throw new Error(added.error.message);
    },
    { title: single, video: videos[0]!.id },
  );
  await app.getByTestId('compare-mode').getByText('Two groups').click();
  await expect(app.getByTestId('compare-pick-both')).toContainText('two groups');
  const escape = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));
  await app.getByTestId('compare-pick-a').click();
  await app.getByRole('option', { name: escape(RENAMED) }).click();
  await app.getByTestId('compare-pick-b').click();
  await app.getByRole('option', { name: escape(single) }).click();
  await expect(kpis).toContainText(`B: ${single}`);
  const groupViews = kpis.locator('[data-metric="views"]');
  await expect(groupViews.getByTestId('compare-kpi-a')).toHaveText(/\d/);
  await expect
    .poll(async () => digits(await groupViews.getByTestId('compare-kpi-difference').textContent()))
    .toBe(videos[1]!.views);
});

test('deleting the group asks first, says it cannot be undone, and takes it off the list', async ({
  app,
}) => {
  await signInAsDemo(app);
  await openGroups(app);
  await app.getByTestId('group-row').filter({ hasText: RENAMED }).getByTestId('group-open').click();
  await app.getByTestId('group-delete').click();
  await expect(app.getByText(/This cannot be undone/)).toBeVisible();
  await app.getByRole('button', { name: 'Delete group' }).click();
  await expect(app.getByTestId('groups-page')).toBeVisible();
  await expect(app.getByTestId('group-row').filter({ hasText: RENAMED })).toHaveCount(0);
});
