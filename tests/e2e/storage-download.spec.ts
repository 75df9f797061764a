import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * Downloads and exports on the Storage page as Ada, in the headless host: main fetches each file into the
 * console's downloads folder through the transfer queue, and the page saves it as the browser saves any
 * download. A demo document exported as plain text and as PDF from the format picker; a small file downloaded
 * as it is; each shown in the Transfers drawer as a download, from where it can be saved again.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

async function exportAs(app: Page, format: string) {
  await row(app, 'Quarterly plan').click();
  await app.getByTestId('storage-action-export').click();
  const dialog = app.getByTestId('storage-export-dialog');
  await dialog.getByTestId(`storage-export-format-${format}`).click();
  const saved = app.waitForEvent('download');
  await dialog.getByTestId('storage-export-submit').click();
  await expect(dialog).toBeHidden();
  return saved;
}

test.afterEach(async ({ app }) => {
  await app.evaluate(() => window.verity!.accounts.signOut({ profileId: 'sandbox' }));
});

test('exports a document as text and as PDF, downloads a file, each a download in Transfers', async ({
  app,
}) => {
  await signInAsDemo(app);
  await app.getByTestId('nav-storage').click();
  // The two demo files by a search: other tests' folders in My Store may push them out of the list's view.
  await app
    .getByTestId('storage-search')
    .fill("(name = 'Quarterly plan' or name = 'contract.pdf') and 'root' in parents and trashed = false");
  await app.getByTestId('storage-search').press('Enter');
  await expect(row(app, 'Quarterly plan')).toBeVisible();

  const text = await exportAs(app, 'txt');
  expect(text.suggestedFilename()).toBe('Quarterly plan.txt');
  expect(await readFile((await text.path())!, 'utf8')).toMatch(/^Quarterly plan\. /);

  const pdf = await exportAs(app, 'pdf');
  expect(pdf.suggestedFilename()).toBe('Quarterly plan.pdf');
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await row(app, 'contract.pdf').click();
  const file = app.waitForEvent('download');
  await app.getByTestId('storage-action-download').click();
  const saved = await file;
  expect(saved.suggestedFilename()).toBe('contract.pdf');
  const bytes = await readFile((await saved.path())!);
  // The very bytes the service holds: the MD5 it lists for the file.
  const md5 = await app.evaluate(async () => {
    const view = { kind: 'search' as const, q: "name = 'contract.pdf' and 'root' in parents" };
    const listed = await window.verity!.storage.list({ view });
    return listed.ok ? listed.value.files[0]?.md5Checksum : listed.error.message;
  });
  expect(createHash('md5').update(bytes).digest('hex')).toBe(md5);

  await app.getByTestId('transfers-button').click();
  const downloads = app.getByTestId('transfer-item').and(app.locator('[data-direction="download"]'));
  await expect(downloads).toHaveCount(3);
  await expect(downloads.and(app.locator('[data-state="done"]'))).toHaveCount(3);

  // A finished download stays in the console's downloads folder: the drawer saves it again.
  const again = app.waitForEvent('download');
  await downloads
    .and(app.locator('[data-target$="contract.pdf"]'))
    .getByRole('button', { name: 'Save to this computer' })
    .click();
  expect((await again).suggestedFilename()).toBe('contract.pdf');
});
