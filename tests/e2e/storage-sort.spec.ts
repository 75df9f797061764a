import type { Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * Sorting the Storage list by its column headers as Ada: Size puts the largest first and, clicked again, the
 * smallest; Name goes Z to A on a second click; the choice holds from folder to folder; a full-text search comes
 * by relevance, with nothing to sort by.
 */

test.setTimeout(120_000);

test.afterEach(async ({ app }) => {
  await app.evaluate(() => window.verity!.accounts.signOut({ profileId: 'sandbox' }));
});

/** The first rows shown, with their names, kinds and sizes as the service has them. */
async function shownFiles(app: Page, folderId: string) {
  await expect(app.getByTestId('storage-row').first()).toBeVisible();
  const ids = await app
    .getByTestId('storage-row')
    .evaluateAll((rows) => rows.slice(0, 10).map((row) => row.getAttribute('data-file-id')!));
  const files = await app.evaluate(async (folderId) => {
    // Every page: the service answers at most a hundred files a page.
    const all = [];
    let pageToken: string | undefined;
    do {
      const view = { kind: 'folder' as const, folderId };
      const listed = await window.verity!.storage.list({ view, pageSize: 1000, pageToken });
      if (!listed.ok) throw new Error(listed.error.message);
      all.push(...listed.value.files);
      pageToken = listed.value.nextPageToken ?? undefined;
    } while (pageToken);
    return all;
  }, folderId);
  const byId = new Map(files.map((file) => [file.id, file]));
  return ids
    .map((id) => byId.get(id)!)
    .map((file) => ({ name: file.name, isFolder: file.isFolder, size: Number(file.size ?? 0) }));
}

const inOrder = (values: number[], descending: boolean) =>
  values.every((value, i) => i === 0 || (descending ? values[i - 1]! >= value : values[i - 1]! <= value));

test('sorts by size both ways and by name, keeps the sort from folder to folder, and leaves a full-text search by relevance', async ({
  app,
}) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  await expect(app.getByTestId('storage-row').first()).toBeVisible();

  // My Store's files (after its folders), the largest first, then the smallest.
  const size = app.getByRole('columnheader').filter({ hasText: 'Size' });
  const sizes = async () => (await shownFiles(app, 'root')).filter((f) => !f.isFolder).map((f) => f.size);
  await app.getByTestId('storage-sort-size').click();
  await expect(size).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await sizes()).length).toBeGreaterThan(2);
  await expect.poll(async () => inOrder(await sizes(), true)).toBe(true);
  await app.getByTestId('storage-sort-size').click();
  await expect(size).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => inOrder(await sizes(), false)).toBe(true);

  // The sort holds in another folder; Name, clicked twice, goes Z to A.
  const photosRow = app.getByTestId('storage-row').and(app.locator('[data-name="Photos"]'));
  const photos = (await photosRow.getAttribute('data-file-id'))!;
  await photosRow.dblclick();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('My Store/Photos');
  await expect(size).toHaveAttribute('aria-sort', 'ascending');
  await app.getByTestId('storage-sort-name').click();
  await app.getByTestId('storage-sort-name').click();
  const name = app.getByRole('columnheader').filter({ hasText: 'Name' });
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  const names = async () => (await shownFiles(app, photos)).map((f) => f.name);
  await expect.poll(async () => (await names()).length).toBeGreaterThan(2);
  await expect
    .poll(async () => (await names()).every((n, i, all) => i === 0 || all[i - 1]!.localeCompare(n) >= 0))
    .toBe(true);
  await app.getByTestId('storage-sort-name').click();

  // Words search names and contents: the service orders those by relevance.
  await app.getByTestId('storage-search').fill('invoice');
  await app.getByTestId('storage-search').press('Enter');
  await expect(app.getByTestId('storage-row').first()).toBeVisible();
  await expect(app.getByTestId('storage-sort-size')).toHaveCount(0);
  await expect(size).toHaveAttribute('aria-sort', 'none');
});
