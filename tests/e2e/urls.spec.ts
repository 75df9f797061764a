import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { importSandboxServiceAccount } from './support/service-account';
import { expect, test } from './support/fixtures';

/**
 * The URLs page against the sandbox's demo web, sent as the Sandbox profile's service account (it owns
 * sc-domain:example.com): the demo sitemap imported, then pre-flights that catch a missing page for an
 * update and a live page for a removal before any quota is spent.
 */

const WWW = 'https://www.example.com';

test.describe.configure({ mode: 'serial' });

/** The console is shared by the spec files: each test starts, and leaves, with no URL and no key. */
async function clearUrls(app: Page) {
  await app.evaluate(async () => {
    const verity = window.verity!;
    await verity.urls.remove({ target: { all: true } });
    await verity.accounts.forgetServiceAccount({ profileId: 'sandbox' });
  });
}

test.beforeEach(async ({ app }) => clearUrls(app));
test.afterEach(async ({ app }) => clearUrls(app));

async function search(app: Page, text: string, count: string) {
  await app.getByTestId('urls-search').fill(text);
  await expect(app.getByTestId('urls-count')).toHaveText(count);
}

/** Ticks the one row of `url` and runs a pre-flight for `intent` on it, to its end. */
async function preflightRow(app: Page, url: string, intent: 'update' | 'removal') {
  const row = app.locator(`[data-testid="url-row"][data-url="${url}"]`);
  await row.getByRole('checkbox').check();
  await expect(app.getByTestId('url-selection')).toHaveText('1 URL selected');
  await app.getByTestId('url-preflight-menu').click();
  await app.getByTestId(`url-preflight-${intent}`).click();
  await expect(app.getByTestId('preflight-result')).toHaveText(
    `Pre-flight for ${intent}: 1 checked, 0 passed, 1 failed (the table shows why).`,
  );
  return row.getByTestId('url-preflight');
}

test('import the demo sitemap; pre-flight flags the 404 page for an update and the live page for a removal', async ({
  app,
  console: running,
}) => {
  await importSandboxServiceAccount(app, running);
  await app.getByTestId('nav-urls').click();
  await expect(app.getByTestId('urls-empty')).toContainText(`${WWW}/sitemap.xml`);

  await app.getByTestId('urls-empty-import').click();
  await app.getByTestId('import-sitemap-url').fill(`${WWW}/sitemap.xml`);
  await app.getByTestId('import-sitemap-submit').click();
  const result = app.getByTestId('import-result');
  await expect(result.getByTestId('import-counts')).toHaveText(
    '263 URLs added, 3 already listed, 0 refused.',
  );
  await expect(result.getByTestId('import-sitemap')).toHaveText([
    `${WWW}/sitemap.xml0`,
    `${WWW}/sitemaps/pages.xml10`,
    `${WWW}/sitemaps/articles.xml.gz250`,
    `${WWW}/sitemaps/archive-index.xml0`,
    `${WWW}/sitemaps/archive-1.xml6`,
  ]);
  await app.keyboard.press('Escape');

  await expect(app.getByTestId('urls-count')).toHaveText('263 URLs listed');
  const first = app.getByTestId('url-row').first();
  await expect(first).toHaveAttribute('data-url', `${WWW}/`);
  await expect(first.getByTestId('url-owned')).toHaveText('Owned');

  await search(app, '/missing', '1 URL matches');
  const missing = await preflightRow(app, `${WWW}/missing`, 'update');
  await expect(missing).toHaveAttribute('data-verdict', 'fail');
  await expect(missing).toHaveText('update ✗');
  await expect(missing).toHaveAttribute('title', /^answers HTTP 404: an update needs 200 · HTTP 404/);

  await search(app, '/articles/1', '111 URLs match');
  const live = await preflightRow(app, `${WWW}/articles/1`, 'removal');
  await expect(live).toHaveAttribute('data-verdict', 'fail');
  await expect(live).toHaveText('removal ✗');
  await expect(live).toHaveAttribute(
    'title',
    /^answers HTTP 200 and is not noindex: a removal needs 404, 410 or noindex · HTTP 200/,
  );

  // Only the failed ones, by the filter.
  await search(app, '', '263 URLs listed');
  await app.getByTestId('urls-filter-preflight').click();
  await app.getByRole('option', { name: 'Failed' }).click();
  await expect(app.getByTestId('urls-count')).toHaveText('2 URLs match');
});

test('pasted paths resolved against the site; a send holds the page that failed its pre-flight until Send anyway, and the meter, rows and history follow', async ({
  app,
  console: running,
}) => {
  await importSandboxServiceAccount(app, running);
  await app.getByTestId('nav-urls').click();
  await app.getByTestId('urls-empty-import').click();
  await app.getByTestId('import-tab-paste').click();
  await app.getByTestId('import-paste-text').fill('/\n/missing\n');
  // The sender's property sc-domain:example.com is offered as its https hosts.
  await app.getByTestId('import-paste-base').click();
  await app.getByRole('option', { name: `${WWW}/`, exact: true }).click();
  await app.getByTestId('import-paste-submit').click();
  await expect(app.getByTestId('import-counts')).toHaveText('2 URLs added, 0 already listed, 0 refused.');
  await app.keyboard.press('Escape');
  await expect(app.getByTestId('urls-count')).toHaveText('2 URLs listed');

  await app.getByTestId('url-select-all').click();
  await expect(app.getByTestId('url-selection')).toHaveText('All 2 matching URLs selected');
  await app.getByTestId('url-preflight-menu').click();
  await app.getByTestId('url-preflight-update').click();
  await expect(app.getByTestId('preflight-result')).toHaveText(
    'Pre-flight for update: 2 checked, 1 passed, 1 failed (the table shows why).',
  );

  await app.getByTestId('url-send-menu').click();
  await app.getByTestId('url-send-updated').click();
  await expect(app.getByTestId('send-plan')).toContainText('2 go today, 0 wait; 1 day to send them all');
  await app.getByTestId('send-confirm-submit').click();
  const outcome = app.getByTestId('send-outcome');
  await expect(outcome.getByTestId('send-queued')).toHaveText('1 queued');
  await expect(outcome.getByTestId('send-held')).toHaveText('1 held');
  await expect(app.getByTestId('quota-used')).toHaveText('1 / 200');
  const row = (path: string) => app.locator(`[data-testid="url-row"][data-url="${WWW}${path}"]`);
  await expect(row('/').getByTestId('url-queue')).toHaveAttribute('data-state', 'sent');
  await expect(row('/missing').getByTestId('url-queue')).toHaveAttribute('data-state', 'held');

  await outcome.getByTestId('send-anyway').click();
  await expect(outcome.getByTestId('send-queued')).toHaveText('1 queued');
  await expect(app.getByTestId('quota-used')).toHaveText('2 / 200');
  await expect(row('/missing').getByTestId('url-queue')).toHaveAttribute('data-state', 'sent');
  await expect(app.getByTestId('history-chart')).toBeVisible();

  const download = app.waitForEvent('download');
  await app.getByTestId('history-export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(`${WWW}/missing`);
  expect(text).toContain('URL_UPDATED');
});
