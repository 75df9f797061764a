import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * The Storage page as Ada, who owns the sandbox's demo files: browse with breadcrumbs, make and rename a
 * folder (F2), move by dragging onto a folder and onto a breadcrumb, trash and restore, delete forever
 * behind a confirmation that says so, a search that shows its q, and each change in the Journal.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PROFILE = 'sandbox';
const RUN = Date.now().toString(36);
const FIRST = `Verity e2e ${RUN}`;
const RENAMED = `Verity e2e ${RUN} renamed`;
const TARGET = `Verity e2e ${RUN} target`;

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

async function newFolder(app: Page, name: string) {
  await app.getByTestId('storage-action-newFolder').click();
  await app.getByTestId('storage-name-input').fill(name);
  await app.getByTestId('storage-name-submit').click();
  await expect(row(app, name)).toBeVisible();
}

test.afterEach(async ({ app }) => {
  await app.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE);
});

test('browse, make, rename, move by drag, trash and restore, delete forever, search, all in the journal', async ({
  app,
}) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('My Store');
  await expect(app.getByTestId('storage-q')).toHaveText("'root' in parents and trashed = false");
  const firstFolder = app.getByTestId('storage-row').first();
  const folderName = (await firstFolder.getAttribute('data-name'))!;
  await firstFolder.dblclick();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText(`My Store/${folderName}`);
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('My Store');

  await newFolder(app, FIRST);
  await newFolder(app, TARGET);

  // F2 renames the one selected.
  await row(app, FIRST).click();
  await app.keyboard.press('F2');
  await app.getByTestId('storage-name-input').fill(RENAMED);
  await app.getByTestId('storage-name-submit').click();
  await expect(row(app, RENAMED)).toBeVisible();
  await expect(row(app, FIRST)).toHaveCount(0);

  // Dragged onto a folder, it moves in; dragged onto My Store's breadcrumb, it comes back. The rename's notice
  // first goes: it covers the list's lower rows, where a drop would land on it.
  await app.mouse.move(0, 0);
  await expect(app.locator('.mantine-Notifications-root [role="alert"]')).toHaveCount(0, { timeout: 30_000 });
  await row(app, RENAMED).dragTo(row(app, TARGET));
  await expect(row(app, RENAMED)).toHaveCount(0);
  await row(app, TARGET).dblclick();
  await expect(row(app, RENAMED)).toBeVisible();
  await row(app, RENAMED).dragTo(app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }));
  await expect(row(app, RENAMED)).toHaveCount(0);
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();
  await expect(row(app, RENAMED)).toBeVisible();

  // Delete (the key) moves to the trash; the Trash view restores.
  await row(app, RENAMED).click();
  await app.getByTestId('storage-scroller').press('Delete');
  await expect(row(app, RENAMED)).toHaveCount(0);
  await app.getByTestId('storage-place-trash').click();
  await row(app, RENAMED).click();
  await app.getByTestId('storage-action-restore').click();
  // The notice says whether the service restored it (and why not, when it did not).
  await expect(app.getByText(/not restored|1 item restored/)).toHaveText('1 item restored');
  await expect(row(app, RENAMED)).toHaveCount(0);
  await app.getByTestId('storage-place-folder').click();
  await expect(row(app, RENAMED)).toBeVisible();

  // Both folders, deleted forever after a confirmation that says there is no way back.
  await row(app, RENAMED).click();
  await row(app, TARGET).click({ modifiers: ['Shift'] });
  await expect(app.getByTestId('storage-count')).toContainText('selected');
  await row(app, RENAMED).click();
  await row(app, TARGET).click({ modifiers: ['ControlOrMeta'] });
  await expect(app.getByTestId('storage-count')).toContainText('2 selected');
  await app.getByTestId('storage-action-delete').click();
  const dialog = app.getByTestId('storage-delete-dialog');
  await expect(dialog).toContainText('permanently');
  await expect(dialog).toContainText('does not go to the trash');
  await dialog.getByTestId('storage-delete-confirm').click();
  await expect(row(app, RENAMED)).toHaveCount(0);
  await expect(row(app, TARGET)).toHaveCount(0);

  // Words search names and contents; the q sent is shown.
  await app.getByTestId('storage-search').fill('invoice');
  await app.getByTestId('storage-search').press('Enter');
  await expect(app.getByTestId('storage-q')).toHaveText("fullText contains 'invoice' and trashed = false");
  await expect(app.getByTestId('storage-row').first()).toBeVisible();

  // The builder writes the q as it is filled in, and searches with it.
  await app.getByTestId('storage-builder-open').click();
  await app.getByTestId('builder-name').fill('invoice');
  await app.getByTestId('builder-type').click();
  await app.getByRole('option', { name: 'Folders' }).click();
  const built =
    "name contains 'invoice' and mimeType = 'application/vnd.google-apps.folder' and trashed = false";
  await expect(app.getByTestId('builder-q')).toHaveText(built);
  await app.getByTestId('builder-search').click();
  await expect(app.getByTestId('storage-q')).toHaveText(built);
  await expect(row(app, 'Invoices')).toBeVisible();

  // Usage: the quota, the largest files, and duplicates on request.
  await app.getByTestId('storage-place-usage').click();
  await expect(app.getByTestId('usage-total')).toContainText(' of ');
  await expect(app.getByTestId('usage-largest-table').getByRole('row').first()).toBeVisible();
  await app.getByTestId('usage-find-duplicates').click();
  await expect(app.getByTestId('usage-duplicates')).toContainText('files you own');

  // Activity is live: a folder made elsewhere (here through the API, as another app would) shows up, then
  // its removal.
  await app.getByTestId('storage-place-activity').click();
  await expect(app.getByTestId('storage-activity-empty')).toBeVisible();
  const elsewhere = await app.evaluate(async (name) => {
    const made = await window.verity!.storage.createFolder({ parentId: 'root', name });
    return made.ok ? made.value.file.id : null;
  }, `${FIRST} elsewhere`);
  expect(elsewhere).not.toBeNull();
  await expect(app.getByTestId('storage-change').filter({ hasText: `${FIRST} elsewhere` })).toBeVisible();
  await app.evaluate((fileId) => window.verity!.storage.remove({ fileIds: [fileId] }), elsewhere!);
  await expect(app.getByTestId('storage-change').first()).toContainText('Removed');

  await app.getByTestId('nav-journal').click();
  const kinds = app.getByTestId('journal-row').filter({ hasText: 'Storage' });
  for (const kind of [
    'create-folder',
    'rename-file',
    'move-file',
    'trash-file',
    'restore-file',
    'delete-file',
  ])
    await expect(kinds.filter({ hasText: kind }).first()).toBeVisible();
});

test('folder tree, copy a folder with what is in it, open a shortcut to a file, keep a search', async ({
  app,
}) => {
  const source = `${FIRST} tree`;
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  await newFolder(app, source);
  await row(app, source).dblclick();
  await newFolder(app, 'inner');
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();

  // The side panel's tree opens a folder to show its folders, and goes to one with a click.
  const tree = app.getByTestId('storage-tree');
  const node = tree.getByTestId('storage-tree-folder').and(app.locator(`[data-name="${source}"]`));
  await node.locator('xpath=..').getByTestId('storage-tree-toggle').click();
  await tree.getByTestId('storage-tree-folder').and(app.locator('[data-name="inner"]')).click();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText(`My Store/${source}/inner`);
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();

  // A copy beside its original is "Copy of …", with the folder inside it copied too.
  await row(app, source).click();
  await app.getByTestId('storage-action-copy').click();
  await app.getByTestId('storage-move-dialog').getByTestId('storage-move-here').click();
  await expect(row(app, `Copy of ${source}`)).toBeVisible();
  await row(app, `Copy of ${source}`).dblclick();
  await expect(row(app, 'inner')).toBeVisible();
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();

  // A shortcut to a file opens the folder the file is in, with the file selected and scrolled to.
  await app.getByTestId('storage-search').fill("name = 'Quarterly plan (shortcut)'");
  await app.getByTestId('storage-search').press('Enter');
  await row(app, 'Quarterly plan (shortcut)').dblclick();
  await expect(row(app, 'Quarterly plan')).toHaveAttribute('aria-selected', 'true');

  // A search kept under a name opens again from the side panel, and is forgotten with its cross.
  await app.getByTestId('storage-search').fill('invoice');
  await app.getByTestId('storage-search').press('Enter');
  await app.getByTestId('storage-save-search').click();
  await app.getByTestId('storage-name-input').fill(`Invoices ${RUN}`);
  await app.getByTestId('storage-name-submit').click();
  const saved = app.getByTestId('storage-saved-search').filter({ hasText: `Invoices ${RUN}` });
  await app.getByTestId('storage-place-starred').click();
  await saved.click();
  await expect(app.getByTestId('storage-q')).toHaveText("fullText contains 'invoice' and trashed = false");
  await saved.getByTestId('storage-saved-search-remove').click();
  await expect(saved).toHaveCount(0);

  await app.getByTestId('storage-place-folder').click();
  await row(app, source).click();
  await row(app, `Copy of ${source}`).click({ modifiers: ['ControlOrMeta'] });
  await app.getByTestId('storage-action-delete').click();
  await app.getByTestId('storage-delete-dialog').getByTestId('storage-delete-confirm').click();
  await expect(row(app, source)).toHaveCount(0);

  await app.getByTestId('nav-journal').click();
  await expect(app.getByTestId('journal-row').filter({ hasText: 'a copy of' }).first()).toBeVisible();
});
