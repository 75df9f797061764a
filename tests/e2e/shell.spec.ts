import { expect, test } from './support/fixtures';

const NAV = ['log', 'chat', 'files', 'storage', 'urls', 'analytics', 'activity', 'settings'];

test('the shell shows every navigation item and each page opens', async ({ app }) => {
  for (const slug of NAV) await expect(app.getByTestId(`nav-${slug}`)).toBeVisible();
  for (const slug of NAV) {
    await app.getByTestId(`nav-${slug}`).click();
    await expect(app.getByTestId(`page-${slug}`)).toBeVisible();
  }
  await expect(app.getByTestId('shell-badge')).toContainText(/headless/i);
});

test('the Log page shows the sandbox log tree state fetched through the whole chain', async ({
  app,
  request,
}) => {
  await expect(app.getByTestId('page-log')).toBeVisible();
  const status = await app.evaluate(() => window.verity!.sandbox.status());
  expect(status.ok).toBe(true);
  const baseUrl = status.ok ? status.value.baseUrl : '';
  const response = await request.get(`${baseUrl}/api/v1/log`);
  expect(response.status()).toBe(200);
  const direct = (await response.json()) as { treeSize: number; rootHash: string; treeID: string };

  await expect(app.getByTestId('log-tree-size')).toHaveText(direct.treeSize.toLocaleString('en-US'));
  await expect(app.getByTestId('log-root-hash')).toContainText(direct.rootHash);
  await expect(app.getByTestId('log-tree-id')).toContainText(direct.treeID);
  await expect(app.getByTestId('log-checkpoint')).toContainText(`verity-sandbox - ${direct.treeID}`);
});

test('Activity lists the exchange that fetched the log, with no secret in it', async ({
  app,
  console: running,
}) => {
  const secret = await running.sandboxKey();
  await app.getByTestId('nav-activity').click();
  // The exchange for GET /api/v1/log itself (the Log page also reads entries from /api/v1/log/…).
  const row = app
    .getByTestId('activity-row')
    .filter({ has: app.locator('[title$="/api/v1/log"]') })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('200');
  await row.click();
  const details = app.getByTestId('activity-details');
  await expect(details).toContainText('/api/v1/log');
  await app.getByTestId('activity-copy-curl').click();
  await expect(app.getByTestId('activity-curl-command')).toContainText('curl -X GET');
  expect(await app.content()).not.toContain(secret);
});

test('the theme toggles between light and dark', async ({ app }) => {
  const html = app.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await app.getByTestId('theme-toggle').click();
  await expect(html).not.toHaveAttribute('data-mantine-color-scheme', before ?? '');
});

test('the command palette navigates', async ({ app }) => {
  await app.keyboard.press('Control+k');
  const search = app.getByPlaceholder(/Go to a page or run a command/);
  await expect(search).toBeFocused();
  await search.fill('settings');
  await app.getByRole('button', { name: /Open the Settings page/ }).click();
  await expect(app.getByTestId('page-settings')).toBeVisible();
});
