import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { onConsolePage, signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * Uploading a folder on the Storage page as Ada, in the headless host: a new folder made, a folder of nested
 * files picked with the browser's folder picker, its folders made and each file streamed by the page through
 * the transfer queue, each shown in the Transfers drawer by its path, then listed in its own folder. The folder
 * is deleted forever at the end.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const RUN = Date.now().toString(36);
const INTO = `Verity upload ${RUN}`;
const FILES: Record<string, string> = {
  'photos/a.txt': 'first file\n',
  'photos/2024/b.txt': 'second file, one folder down\n',
  'photos/2024/june/c.csv': 'day,count\n1,3\n',
};
let local: string;

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

test.beforeAll(async () => {
  local = await mkdtemp(join(tmpdir(), 'verity-upload-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(join(local, path, '..'), { recursive: true });
    await writeFile(join(local, path), text);
  }
});

test.afterEach(async ({ app }) => {
  await app.evaluate(() => window.verity!.accounts.signOut({ profileId: 'sandbox' }));
});

test.afterAll(async ({ browser, console: running, session }) => {
  await rm(local, { recursive: true, force: true });
  // A test that stopped half-way leaves its folder: removed here as the page would (delete forever).
  await onConsolePage(browser, running, session, async (page) => {
    await signInAsDemo(page);
    await page.evaluate(async (name) => {
      const q = `name = '${name}' and 'root' in parents and trashed = false`;
      const listed = await window.verity!.storage.list({ view: { kind: 'search', q } });
      const ids = listed.ok ? listed.value.files.map((file) => file.id) : [];
      if (ids.length > 0) await window.verity!.storage.remove({ fileIds: ids });
      await window.verity!.accounts.signOut({ profileId: 'sandbox' });
    }, INTO);
  });
});

test('uploads a folder of nested files into a new folder, each file in its own folder', async ({ app }) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  await app.getByTestId('storage-action-newFolder').click();
  await app.getByTestId('storage-name-input').fill(INTO);
  await app.getByTestId('storage-name-submit').click();
  await row(app, INTO).dblclick();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText(`My Store/${INTO}`);
  await expect(app.getByTestId('storage-empty')).toBeVisible();

  await app.getByTestId('storage-upload-folder').setInputFiles(join(local, 'photos'));

  await app.getByTestId('transfers-button').click();
  for (const path of Object.keys(FILES)) {
    const item = app.getByTestId('transfer-item').filter({ hasText: path });
    await expect(item).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  }
  await app.keyboard.press('Escape');

  // The listing of the folder shown refreshed as the uploads into it finished.
  await row(app, 'photos').dblclick();
  await expect(row(app, 'a.txt')).toBeVisible();
  await row(app, '2024').dblclick();
  await expect(row(app, 'b.txt')).toBeVisible();
  await row(app, 'june').dblclick();
  await expect(row(app, 'c.csv')).toBeVisible();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText(`My Store/${INTO}/photos/2024/june`);

  // The stored bytes are the file's: the MD5 the service lists for it.
  const md5 = await app.evaluate(async () => {
    const listed = await window.verity!.storage.list({
      view: { kind: 'search', q: "name = 'c.csv' and trashed = false" },
    });
    return listed.ok ? listed.value.files.map((file) => file.md5Checksum) : [listed.error.message];
  });
  expect(md5).toContain(createHash('md5').update(FILES['photos/2024/june/c.csv']!).digest('hex'));

  // Cleaned up as a person would: the upload's folder deleted forever.
  await app.getByTestId('storage-crumb').filter({ hasText: 'My Store' }).click();
  await row(app, INTO).click();
  await app.getByTestId('storage-action-delete').click();
  await app.getByTestId('storage-delete-dialog').getByTestId('storage-delete-confirm').click();
  await expect(row(app, INTO)).toHaveCount(0);
});
