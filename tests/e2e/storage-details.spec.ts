import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in';
import { expect, test } from './support/fixtures';

/**
 * A file's details as Ada: the demo handover note she shares with Grace opened with the I key, its versions
 * newest first (the current one not deletable, with the reason), the oldest downloaded with its own bytes, kept
 * forever and the change undone from its notice; its comment threads with the quoted line and anchor, a reply and a resolve, reopened again;
 * every change in the Journal. The replies the test writes are deleted at the end.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PROFILE = 'sandbox';
const FILE = 'handover-1.md';
const REPLY = `Checked in run ${Date.now().toString(36)}`;

const row = (app: Page, name: string): Locator =>
  app.getByTestId('storage-row').and(app.locator(`[data-name="${name}"]`));

test.afterEach(async ({ app }) => {
  await app.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE);
});

async function openDetails(app: Page): Promise<Locator> {
  await app.getByTestId('nav-storage').click();
  await row(app, 'Shared with Grace').dblclick();
  await expect(app.getByTestId('storage-breadcrumbs')).toHaveText('My Store/Shared with Grace');
  await row(app, FILE).click();
  await app.getByTestId('storage-scroller').press('i');
  const drawer = app.getByTestId('storage-details');
  await expect(drawer.getByTestId('storage-details-title')).toHaveText(FILE);
  return drawer;
}

/** Deletes the replies this test wrote on the file (the demo's own reply stays). */
async function deleteMyReplies(app: Page, fileId: string) {
  await app.evaluate(async (id) => {
    const storage = window.verity!.storage;
    const listed = await storage.comments({ fileId: id });
    if (!listed.ok) throw new Error(listed.error.message);
    for (const thread of listed.value.comments)
      for (const reply of thread.replies)
        if (reply.author?.me && !reply.deleted && reply.id !== 'AAAAdemoReplyOpen00001')
          await storage.deleteComment({ fileId: id, commentId: thread.id, replyId: reply.id });
  }, fileId);
}

test('versions kept forever and undone, a thread replied to, resolved and reopened, all in the journal', async ({
  app,
}) => {
  await signInAsDemo(app);
  const drawer = await openDetails(app);

  // Newest first: the current version cannot be deleted, and says why.
  const versions = drawer.getByTestId('storage-version');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first().getByTestId('storage-version-delete')).toBeDisabled();
  await versions.first().getByTestId('storage-version-delete').hover({ force: true });
  await expect(app.getByText(/current version cannot be deleted/)).toBeVisible();
  await expect(versions.nth(1)).toContainText('Grace Visitor');

  // The oldest version downloads through the transfer queue with its own bytes, not the current ones.
  const oldest = versions.last();
  const saved = app.waitForEvent('download');
  await oldest.getByTestId('storage-version-download').click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(FILE);
  const bytes = await readFile((await download.path())!);
  expect(bytes.equals(Buffer.alloc(600, `${FILE} version 1: Verity sandbox demo content.\n`))).toBe(true);
  await app.evaluate(() => window.verity!.transfers.clearFinished({}));

  // The oldest version kept forever, then undone from the notice.
  await expect(oldest.getByTestId('storage-version-keep')).not.toBeChecked();
  await oldest.getByTestId('storage-version-keep').click();
  await expect(oldest.getByTestId('storage-version-keep')).toBeChecked();
  await app.getByTestId('storage-undo-notice').click();
  await expect(oldest.getByTestId('storage-version-keep')).not.toBeChecked();

  // The open thread shows the line it quotes and where it is; a reply, then resolved and reopened.
  await drawer.getByTestId('storage-details-comments').click();
  const thread = drawer.getByTestId('storage-thread').filter({ hasText: 'name the release' });
  await expect(thread.getByTestId('storage-thread-quote')).toHaveText(
    `${FILE}: Verity sandbox demo content.`,
  );
  await expect(thread.getByTestId('storage-thread-anchor')).toHaveText('Line 1');
  await expect(thread).toHaveAttribute('data-resolved', 'false');
  await thread.getByTestId('storage-reply-input').fill(REPLY);
  await thread.getByTestId('storage-reply-send').click();
  await expect(thread.getByTestId('storage-reply').filter({ hasText: REPLY })).toContainText(
    'Ada Operator (you)',
  );
  await thread.getByTestId('storage-thread-resolve').click();
  await expect(thread).toHaveAttribute('data-resolved', 'true');
  await expect(thread.getByTestId('storage-reply').last()).toHaveText(/Marked as resolved/);
  // Undone from its notice (a reopen), then resolved and reopened with the thread's own buttons.
  await app
    .getByRole('alert')
    .filter({ hasText: 'Thread resolved' })
    .getByTestId('storage-undo-notice')
    .click();
  await expect(thread).toHaveAttribute('data-resolved', 'false');
  // The notices sit over the drawer's lower buttons and stay while the pointer is on them: move away, let them go.
  await app.mouse.move(0, 0);
  await expect(app.locator('.mantine-Notifications-root [role="alert"]')).toHaveCount(0, { timeout: 30_000 });
  await thread.getByTestId('storage-thread-resolve').click();
  await expect(thread).toHaveAttribute('data-resolved', 'true');
  await thread.getByTestId('storage-thread-reopen').click();
  await expect(thread).toHaveAttribute('data-resolved', 'false');

  // The reply deleted from the panel: asked first, then gone from the thread.
  await thread
    .getByTestId('storage-reply')
    .filter({ hasText: REPLY })
    .getByTestId('storage-reply-delete')
    .click();
  await app.getByRole('button', { name: 'Delete reply' }).click();
  await expect(thread.getByTestId('storage-reply').filter({ hasText: REPLY })).toHaveCount(0);
  const fileId = await app.evaluate(async (name) => {
    const found = await window.verity!.storage.list({ view: { kind: 'search', q: `name = '${name}'` } });
    return found.ok ? (found.value.files[0]?.id ?? null) : null;
  }, FILE);
  if (fileId) await deleteMyReplies(app, fileId);
  await app.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await app.getByTestId('nav-journal').click();
  const rows = app.getByTestId('journal-row').filter({ hasText: 'Storage' });
  for (const kind of [
    'keep-revision',
    'reply-comment',
    'resolve-comment',
    'reopen-comment',
    'delete-comment',
  ])
    await expect(rows.filter({ hasText: kind }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'keep-revision' })).toHaveCount(2);
});
