import { expect, test } from './support/fixtures';

test('a sandbox fault set in Settings shows on the Log page with what to do, and clears', async ({ app }) => {
  await app.getByTestId('nav-settings').click();
  await app.getByTestId('fault-tlog-errorRatePct').fill('100');
  await app.getByTestId('fault-tlog-errorStatus').fill('500');
  await app.getByTestId('fault-tlog-apply').click();

  await app.getByTestId('nav-log').click();
  await app.getByTestId('log-refresh').click();
  const error = app.getByTestId('log-error');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toContainText('HTTP 500');

  await app.getByTestId('nav-settings').click();
  await app.getByTestId('faults-reset-all').click();
  await app.getByTestId('nav-log').click();
  await app.getByTestId('log-refresh').click();
  await expect(app.getByTestId('log-error')).toBeHidden();
  await expect(app.getByTestId('log-tree-size')).toBeVisible();
});
