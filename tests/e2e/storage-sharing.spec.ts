import type { Locator, Page } from '@playwright/test';
import { onConsolePage, signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * The Storage page's sharing dialog: Ada shares a file of hers with Grace as a viewer; signed in as Grace,
 * the file is in "Shared with me" and its dialog says she cannot share it; back as Ada, from the file's Details,
 * she removes Grace's access (Undo in the notice brings it back, and she removes it again), and the Journal
 * lists the share and its removal. The file is a copy made for the test and
 * deleted at the end; the console is left signed in as Ada.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const NAME = `Verity sharing e2e ${Date.now().toString(36)}`;
const GRACE = 'grace@example.com';

let made: { folderId: string; fileId: string } | null = null;

// As Ada, who owns them, on a page of its own (the test's may be left anywhere when it fails).
test.afterAll(async ({ browser, console: running, session }) => {
  if (!made) return;
  const { folderId, fileId } = made;
  await onConsolePage(browser, running, session, async (page) => {
    await signInAsDemo(page);
    await page.evaluate((fileIds) => window.verity!.storage.remove({ fileIds }), [fileId, folderId]);
  });
});

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

/** A folder of the test's own (folders list first, so its row is in view) holding a copy of one of Ada's files. */
async function makeFile(app: Page): Promise<{ folderId: string; fileId: string }> {
  const made = await app.evaluate(async (name) => {
    const storage = window.verity!.storage;
    const root = await storage.list({ view: { kind: 'folder', folderId: 'root' } });
    const original = root.ok ? root.value.files.find((file) => !file.isFolder && file.ownedByMe) : null;
    const folder = await storage.createFolder({ parentId: 'root', name: `${name} folder` });
    if (!original || !folder.ok) return null;
    const folderId = folder.value.file.id;
    await storage.copy({ fileIds: [original.id], toFolderId: folderId });
    const inside = await storage.list({ view: { kind: 'folder', folderId } });
    const copy = inside.ok ? inside.value.files[0] : undefined;
    const renamed = copy ? await storage.rename({ fileId: copy.id, name }) : null;
    return renamed?.ok ? { folderId, fileId: renamed.value.file.id } : null;
  }, NAME);
  expect(made, 'a copy of a file Ada owns, in a folder of its own').not.toBeNull();
  return made!;
}

async function openSharing(app: Page) {
  await app.getByTestId('nav-storage').click();
  await row(app, `${NAME} folder`).dblclick();
  await row(app, NAME).click();
  await app.getByTestId('storage-action-share').click();
  // The modal's own element has no box of its own: its dialog role does.
  const dialog = app.getByRole('dialog', { name: `Share "${NAME}"` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Ada shares a file with Grace, Grace finds it shared with her, Ada removes her, all in the journal', async ({
  app,
}) => {
  await signInAsDemo(app);
  made = await makeFile(app);
  let dialog = await openSharing(app);
  await dialog.getByTestId('storage-share-address').fill(GRACE);
  await expect(dialog.getByTestId('storage-share-role')).toHaveValue('Viewer');
  await dialog.getByTestId('storage-share-message').fill('The figures, for reading');
  await dialog.getByTestId('storage-share-submit').click();
  const grant = dialog.getByTestId('storage-grant').and(app.locator(`[data-grantee="${GRACE}"]`));
  await expect(grant.getByTestId('storage-grant-role')).toHaveValue('Viewer');
  await expect(dialog.getByTestId('storage-share-address')).toHaveValue('');
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Grace sees it among the files shared with her, and may not share it on.
  await signInAsDemo(app, GRACE);
  await app.getByTestId('nav-storage').click();
  await app.getByTestId('storage-place-sharedWithMe').click();
  await expect(row(app, NAME)).toBeVisible();
  await row(app, NAME).click();
  await app.getByTestId('storage-action-share').click();
  await expect(app.getByTestId('storage-share-forbidden')).toContainText('Only its owner (ada@example.com)');
  await app.keyboard.press('Escape');

  // Back as Ada, from the file's Details: Grace's access removed, brought back by the notice's Undo, and
  // removed again.
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  await row(app, `${NAME} folder`).dblclick();
  await row(app, NAME).click();
  await app.getByTestId('storage-action-details').click();
  await app.getByTestId('storage-details-share').click();
  dialog = app.getByRole('dialog', { name: `Share "${NAME}"` });
  await grant.getByTestId('storage-grant-remove').click();
  await expect(grant).toHaveCount(0);
  await app.getByTestId('storage-undo-notice').click();
  await expect(grant.getByTestId('storage-grant-role')).toHaveValue('Viewer');
  await grant.getByTestId('storage-grant-remove').click();
  await expect(grant).toHaveCount(0);
  await expect(dialog.getByTestId('storage-grant').first()).toContainText('ada@example.com');
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await app.keyboard.press('Escape');
  await expect(app.getByTestId('storage-details-title')).toHaveCount(0);

  await app.getByTestId('nav-journal').click();
  const ours = app.getByTestId('journal-row').filter({ hasText: NAME }).filter({ hasText: GRACE });
  for (const kind of ['share-file', 'unshare-file'])
    await expect(ours.filter({ has: app.getByText(kind, { exact: true }) }).first()).toBeVisible();
});
