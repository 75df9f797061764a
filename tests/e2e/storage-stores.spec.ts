import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * A shared store on the Storage page as Ada, the demo "Team store"'s organizer: open it from Shared stores,
 * see its folders in the list and the tree, make two folders in it, move one into the other with Move to…
 * (which starts in the store), open that folder (the breadcrumbs start at the store's name) and come back by
 * the breadcrumb, see the store's members in a file's Share… dialog, then trash the folder; whatever the test
 * made is deleted after.
 * Grace, a writer there, may rename but is not offered the trash.
 */

test.describe.configure({ mode: 'serial' });

test.setTimeout(180_000);

const PROFILE = 'sandbox';
const FOLDER = `Verity stores e2e ${Date.now().toString(36)}`;
const INNER = `${FOLDER} inner`;

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

test.afterEach(async ({ app }) => {
  // Deletes what the test made, trashed or not, so the demo store stays as it was.
  await app.evaluate(async (name) => {
    const q = `name contains '${name}'`;
    const found = await window.verity!.storage.list({ view: { kind: 'search', q } });
    const fileIds = found.ok ? found.value.files.map((file) => file.id) : [];
    if (fileIds.length > 0) await window.verity!.storage.remove({ fileIds });
  }, FOLDER);
  await app.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE);
});

test('opens a shared store, makes folders in it, moves one into the other, browses by breadcrumbs and trashes', async ({
  app,
}) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  const store = app.getByTestId('storage-store').and(app.locator('[data-name="Team store"]'));
  await store.click();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('Team store');
  await expect(row(app, 'Design')).toBeVisible();
  await expect(row(app, 'Team handbook')).toBeVisible();
  // The store's folders unfold under it in the side panel; My Store is not the place shown.
  await expect(app.getByTestId('storage-tree-folder').and(app.locator('[data-name="Budget"]'))).toBeVisible();
  await expect(app.getByTestId('storage-place-folder')).not.toHaveAttribute('data-active', 'true');

  await app.getByTestId('storage-action-newFolder').click();
  await app.getByTestId('storage-name-input').fill(FOLDER);
  await app.getByTestId('storage-name-submit').click();
  await expect(row(app, FOLDER)).toBeVisible();

  // Move to… starts browsing in the store shown.
  await app.getByTestId('storage-action-newFolder').click();
  await app.getByTestId('storage-name-input').fill(INNER);
  await app.getByTestId('storage-name-submit').click();
  await row(app, INNER).click();
  await app.getByTestId('storage-action-move').click();
  const picker = app.getByTestId('storage-move-dialog');
  await picker.getByTestId('storage-move-folder').filter({ hasText: FOLDER }).first().click();
  await expect(picker.getByTestId('storage-move-here')).toHaveText(`Move to ${FOLDER}`);
  await picker.getByTestId('storage-move-here').click();
  await expect(row(app, INNER)).toHaveCount(0);

  await row(app, FOLDER).dblclick();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText(`Team store/${FOLDER}`);
  await expect(row(app, INNER)).toBeVisible();
  await app.getByTestId('storage-crumb').filter({ hasText: 'Team store' }).click();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('Team store');

  // Share… on a store's file lists the store's members as access from the store.
  await row(app, 'Team handbook').click();
  await app.getByTestId('storage-action-share').click();
  const members = app.getByTestId('storage-share-dialog').getByTestId('storage-grant-inherited');
  await expect(members.and(app.locator('[data-grantee="grace@example.com"]'))).toContainText('Team store');
  await app.keyboard.press('Escape');
  await expect(app.getByTestId('storage-share-dialog')).toHaveCount(0);

  // The organizer may trash in the store: the button is there, and the folder goes.
  await row(app, FOLDER).click();
  await app.getByTestId('storage-action-trash').click();
  await expect(row(app, FOLDER)).toHaveCount(0);
});

test("a writer in the store may rename but is not offered the trash, which the store's roles keep for organizers", async ({
  app,
}) => {
  await signInAsDemo(app, 'grace@example.com');
  await app.getByTestId('nav-storage').click();
  await app.getByTestId('storage-store').and(app.locator('[data-name="Team store"]')).click();
  await row(app, 'Team handbook').click();
  await expect(app.getByTestId('storage-action-rename')).toBeVisible();
  await expect(app.getByTestId('storage-action-trash')).toHaveCount(0);
  await expect(app.getByTestId('storage-action-delete')).toHaveCount(0);
});
