import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ConsoleProcess } from './support/console-process';
import { expect, test } from './support/fixtures';

/** Get code: what the next Send would make, for each pane, and where the key in it comes from. */

test.describe.configure({ mode: 'serial' });

async function newChat(app: Page) {
  await app.goto(new URL('#/chat', app.url()).toString());
  await expect(app.getByTestId('chat-header')).toBeVisible();
  await app.getByRole('button', { name: 'New chat' }).click();
  await expect(app.getByTestId('model-turn')).toHaveCount(0);
}

async function send(app: Page, text: string) {
  await app.getByLabel('Message', { exact: true }).fill(text);
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('model-turn').last()).toHaveAttribute('data-status', 'complete', {
    timeout: 30_000,
  });
}

/** What a copied command prints when run in a shell, as a person would paste it. */
async function runInShell(command: string): Promise<string> {
  return (await promisify(execFile)('sh', ['-c', command], { env: {} })).stdout;
}

/** A new chat in a page that may read what it copies; the sandbox's key, to look for in what it copies. */
async function newChatWithClipboard(app: Page, running: ConsoleProcess): Promise<string> {
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.origin });
  await newChat(app);
  return running.sandboxKey();
}

async function openGetCode(app: Page) {
  await app.getByRole('button', { name: 'Get code' }).click();
  return app.getByRole('dialog', { name: 'Get code' });
}

test("compare mode: Get code gives both panes' requests, each with its own settings", async ({ app }) => {
  await newChat(app);
  await app.getByLabel('Compare mode').check();
  await app.getByText('Pane B', { exact: true }).click();
  await app.getByLabel('Temperature').fill('1.7');
  await app.getByLabel('Message', { exact: true }).fill('Describe how a signed checkpoint is verified.');
  const dialog = await openGetCode(app);
  const paneA = dialog.getByTestId('get-code-pane-A');
  const paneB = dialog.getByTestId('get-code-pane-B');
  await expect(paneA.getByTestId('get-code-text')).toContainText('signed checkpoint is verified');
  await expect(paneB.getByTestId('get-code-text')).toContainText('"temperature": 1.7');
  await expect(paneA.getByTestId('get-code-text')).not.toContainText('"temperature": 1.7');
  await expect(dialog.getByTestId('get-code-model-turn')).toHaveCount(0);
});

test("Get code says when the request would end with the model's answer", async ({ app }) => {
  await newChat(app);
  await send(app, 'Explain a consistency proof in one line.');
  let dialog = await openGetCode(app);
  await expect(dialog.getByTestId('get-code-model-turn')).toContainText(
    'Gemini would not reply: it would go on writing that answer',
  );
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await app.getByLabel('Message', { exact: true }).fill('And an inclusion proof?');
  dialog = await openGetCode(app);
  await expect(dialog.getByTestId('get-code-text')).toContainText('And an inclusion proof?');
  await expect(dialog.getByTestId('get-code-model-turn')).toHaveCount(0);
});

test('Get code reads the key from $GEMINI_API_KEY; on the sandbox, "Copy with key" gives a command that runs', async ({
  app,
  console: running,
}) => {
  const key = await newChatWithClipboard(app, running);
  await app.getByLabel('Message', { exact: true }).fill('Say hello.');
  let dialog = await openGetCode(app);
  await expect(dialog.getByTestId('get-code-key-note')).toContainText('GEMINI_API_KEY environment variable');
  await expect(dialog.getByTestId('get-code-text')).toContainText('x-goog-api-key: $GEMINI_API_KEY');
  await expect(dialog.getByTestId('get-code-text')).not.toContainText(key);
  await dialog.getByRole('button', { name: 'Copy with key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied with key' })).toBeVisible();
  const command = await app.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`x-goog-api-key: ${key}`);
  expect(await runInShell(command)).toMatch(/"finishReason": ?"STOP"/);
  await app.keyboard.press('Escape');

  // Another profile's key is never put in code: no "Copy with key" there.
  const created = await app.evaluate(async () => {
    const status = await window.verity!.sandbox.status({});
    const base = status.ok ? status.value.baseUrl! : '';
    const saved = await window.verity!.profiles.save({
      profile: { name: 'Own key', endpoints: { genai: base } },
    });
    if (!saved.ok) throw new Error(saved.error.message);
    await window.verity!.profiles.setActive({ id: saved.value.profile.id });
    return saved.value.profile.id;
  });
  try {
    await app.reload();
    await expect(app.getByTestId('chat-header')).toBeVisible();
    dialog = await openGetCode(app);
    await expect(dialog.getByTestId('get-code-key-note')).toContainText(
      'set it to the API key of profile “Own key” before running the code',
    );
    await expect(dialog.getByTestId('get-code-text')).toContainText('x-goog-api-key: $GEMINI_API_KEY');
    await expect(dialog.getByRole('button', { name: /with key/ })).toHaveCount(0);
  } finally {
    await app.evaluate(async (id) => {
      await window.verity!.profiles.setActive({ id: 'sandbox' });
      await window.verity!.profiles.remove({ id });
    }, created);
  }
});

test('Activity: a generation call’s curl says where its key comes from; on the sandbox, “with key” runs', async ({
  app,
  console: running,
}) => {
  const key = await newChatWithClipboard(app, running);
  await send(app, 'Name one transparency log.');
  await app.getByTestId('nav-activity').click();
  await app
    .getByTestId('activity-row')
    .filter({ has: app.locator('[title*=":streamGenerateContent"]') })
    .first()
    .click();
  const details = app.getByTestId('activity-details');
  await expect(details.getByTestId('activity-curl-key-note')).toContainText(
    'The command reads the API key from $GEMINI_API_KEY: set GEMINI_API_KEY to the key of profile “Sandbox”',
  );
  await details.getByTestId('activity-copy-curl').click();
  await expect(details.getByTestId('activity-curl-command')).toContainText('x-goog-api-key: $GEMINI_API_KEY');
  await expect(details.getByTestId('activity-curl-command')).not.toContainText(key);

  await details.getByTestId('activity-copy-curl-with-key').click();
  await expect(details.getByTestId('activity-curl-command')).toContainText(`x-goog-api-key: ${key}`);
  const command = await app.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`x-goog-api-key: ${key}`);
  expect(await runInShell(command)).toMatch(/"finishReason": ?"STOP"/);
});
