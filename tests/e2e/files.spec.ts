import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const BIG_BYTES = 200 * 1024 * 1024;

let folder = '';
const path = (name: string) => join(folder, name);

/** A file of `size` random bytes, written a few MiB at a time. */
async function randomFile(file: string, size: number) {
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < size;) {
      const piece = randomBytes(Math.min(8 * 1024 * 1024, size - written));
      await handle.write(piece);
      written += piece.byteLength;
    }
  } finally {
    await handle.close();
  }
}

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'verity-files-e2e-'));
  await randomFile(path('big.bin'), BIG_BYTES);
  await writeFile(path('notes.txt'), 'Release notes: the transfer queue survives reloads.\n'.repeat(2000));
  await writeFile(path('data.json'), JSON.stringify({ rows: Array.from({ length: 5000 }, (_, i) => i) }));
});

test.afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

/** The queue's settings as the test found them, put back after it. */
let savedSettings: unknown = null;
/** Chats the tests made, removed after each. */
const chats: string[] = [];

test.afterEach(async ({ app }) => {
  // The console is shared by later spec files: no files, transfers or limits of this test stay behind.
  await app.evaluate(async (settings) => {
    const verity = window.verity!;
    const listed = await verity.transfers.list();
    if (listed.ok)
      for (const transfer of listed.value.transfers) {
        if (transfer.state === 'queued' || transfer.state === 'running' || transfer.state === 'paused')
          await verity.transfers.cancel({ id: transfer.id });
        if (transfer.resultName?.startsWith('files/'))
          await verity.files.remove({ name: transfer.resultName as `files/${string}` });
      }
    await verity.transfers.clearFinished();
    if (settings) await verity.transfers.setSettings(settings as never);
  }, savedSettings);
  await app.evaluate(async (ids) => {
    for (const id of ids) await window.verity!.chat.remove({ id });
  }, chats.splice(0));
});

/**
 * A chat of its own, left open for the chat page: an earlier chat may still refer to a file deleted since,
 * which the service refuses.
 */
async function newChat(app: Page) {
  await app.goto(new URL('#/chat', app.url()).toString());
  await expect(app.getByTestId('chat-header')).toBeVisible();
  const chatId = () => new URL(app.url().replace('#', '')).searchParams.get('chat');
  const before = chatId();
  await app.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(chatId).not.toBe(before);
  await expect(app.getByLabel('Chat title', { exact: true })).toHaveValue('Untitled chat');
  chats.push(chatId()!);
}

const drawer = (app: Page) => app.getByTestId('transfers-drawer');
const transferOf = (app: Page, name: string): Locator =>
  drawer(app).locator(`[data-testid="transfer-item"][data-target="${name}"]`);
const fileRow = (app: Page, name: string): Locator => app.getByTestId('file-row').filter({ hasText: name });

async function openDrawer(app: Page) {
  await app.getByTestId('transfers-button').click();
  await expect(drawer(app).getByRole('dialog')).toBeVisible();
}

async function closeDrawer(app: Page) {
  await app.keyboard.press('Escape');
  await expect(drawer(app).getByRole('dialog')).toBeHidden();
}

/** Settings → Transfers: the bandwidth limit in MiB/s, empty for none. */
async function setBandwidth(app: Page, mibPerSecond: string) {
  await app.goto(new URL('#/settings', app.url()).toString());
  const field = app.getByTestId('transfers-bandwidth');
  await field.fill(mibPerSecond);
  await app.getByTestId('transfers-settings-save').click();
  await expect(app.getByText('Transfer settings saved').first()).toBeVisible();
}

test('three uploads at once, one paused across a reload and picked again; all ACTIVE with ✓; used in chat; deleted', async ({
  app,
}) => {
  test.setTimeout(300_000);
  savedSettings = await app.evaluate(async () => {
    const listed = await window.verity!.transfers.list();
    if (!listed.ok) throw new Error(listed.error.message);
    return listed.value.settings;
  });

  // A bandwidth limit keeps the 200 MB upload running long enough to pause it midway.
  await setBandwidth(app, '4');
  await app.goto(new URL('#/files', app.url()).toString());
  await expect(app.getByTestId('page-files')).toBeVisible();
  await app
    .getByTestId('files-upload-input')
    .setInputFiles([path('big.bin'), path('notes.txt'), path('data.json')]);

  await openDrawer(app);
  const big = transferOf(app, 'big.bin');
  await expect(big).toHaveAttribute('data-state', /queued|running/);
  await big.getByRole('button', { name: 'Pause' }).click();
  await expect(big).toHaveAttribute('data-state', 'paused');
  await expect(transferOf(app, 'notes.txt')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(transferOf(app, 'data.json')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(big.getByTestId('transfer-progress')).not.toContainText('200 MB of 200 MB');
  await closeDrawer(app);

  // The page that held the file goes away: the queue is still there, and the paused upload needs its file.
  await app.reload();
  await expect(app.locator('#root')).toHaveAttribute('data-app-state', 'ready');
  await openDrawer(app);
  await expect(drawer(app).getByTestId('transfer-item')).toHaveCount(3);
  await expect(big).toHaveAttribute('data-state', 'paused');
  await expect(big.getByTestId('transfer-pick-again')).toContainText('Pick big.bin again to go on');
  // Only the same file goes on: another is refused and nothing moves.
  await big.getByTestId('transfer-pick-input').setInputFiles(path('notes.txt'));
  await expect(big.getByTestId('transfer-pick-problem')).toContainText('needs big.bin');
  await expect(big).toHaveAttribute('data-state', 'paused');
  await closeDrawer(app);

  await setBandwidth(app, '');
  await app.goto(new URL('#/files', app.url()).toString());
  await openDrawer(app);
  await big.getByTestId('transfer-pick-input').setInputFiles(path('big.bin'));
  await expect(big).toHaveAttribute('data-state', /queued|running|done/);
  await expect(big).toHaveAttribute('data-state', 'done', { timeout: 240_000 });
  await expect(app.getByTestId('transfers-badge')).toHaveAttribute('data-count', '0');
  await closeDrawer(app);

  for (const name of ['big.bin', 'notes.txt', 'data.json']) {
    const row = fileRow(app, name);
    await expect(row.getByTestId('file-state')).toHaveText('ACTIVE', { timeout: 60_000 });
    await expect(row.getByTestId('file-hash')).toHaveAttribute('data-verdict', 'match');
    await expect(row.getByTestId('file-hash')).toHaveText('✓');
  }

  // Use in chat: the file rides along as a fileData part, and the answer names it.
  await newChat(app);
  await app.goto(new URL('#/files', app.url()).toString());
  await fileRow(app, 'notes.txt').getByTestId('file-use-in-chat').click();
  await expect(app.getByTestId('chat-header')).toBeVisible();
  expect(new URL(app.url().replace('#', '')).searchParams.get('chat')).toBe(chats.at(-1));
  await expect(app.getByTestId('draft-file')).toHaveText('notes.txt');
  await app.getByLabel('Message', { exact: true }).fill('What is in this file?');
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('draft-file')).toHaveCount(0);
  await expect(app.getByTestId('model-turn').last().getByTestId('answer-text')).toContainText(
    'I read notes.txt (text/plain',
    { timeout: 60_000 },
  );

  // Delete, asked once; the Journal records it.
  await app.goto(new URL('#/files', app.url()).toString());
  const notes = fileRow(app, 'notes.txt');
  const name = await notes.getAttribute('data-name');
  await notes.getByTestId('file-delete').click();
  await app.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(fileRow(app, 'notes.txt')).toHaveCount(0);
  await app.goto(new URL('#/journal', app.url()).toString());
  const deleted = app.getByTestId('page-journal').getByRole('row').filter({ hasText: 'delete-file' });
  await expect(deleted.filter({ hasText: name! })).toHaveCount(1);
});

test('a file that is not an image dropped on the chat composer is uploaded first, then sent as a file', async ({
  app,
}) => {
  test.setTimeout(120_000);
  await newChat(app);
  await expect(app.getByLabel('Message', { exact: true })).toBeEnabled();
  const dropped = await app.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(
      new File(['Minutes of the release meeting.\n'.repeat(100)], 'minutes.txt', { type: 'text/plain' }),
    );
    return data;
  });
  await app.getByTestId('composer').dispatchEvent('drop', { dataTransfer: dropped });
  // Through the transfer queue, then processing at the service, then into the draft once ACTIVE.
  await expect(app.getByTestId('draft-file')).toHaveText('minutes.txt', { timeout: 60_000 });
  await expect(app.getByTestId('draft-upload')).toHaveCount(0);
  await expect(app.getByTestId('attachment-error')).toHaveCount(0);

  await app.getByLabel('Message', { exact: true }).fill('Summarize the minutes.');
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('user-turn').last().getByTestId('user-file')).toContainText('text/plain');
  await expect(app.getByTestId('model-turn').last().getByTestId('answer-text')).toContainText(
    'I read minutes.txt (text/plain, 3200 bytes)',
    { timeout: 60_000 },
  );
});
