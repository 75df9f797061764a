import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Get code: what the next Send would make, for each pane, and where the key in it comes from. */

test.describe.configure({ mode: 'serial' });

async function newChat(app: Page) {
  await app.goto(new URL('#/chat', app.url()).toString());
  await expect(app.getByTestId('chat-header')).toBeVisible();
  await app.getByRole('button', { name: 'New chat' }).click();
  await expect(app.getByTestId('model-turn')).toHaveCount(0);
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
  await app.getByLabel('Message', { exact: true }).fill('Explain a consistency proof in one line.');
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('model-turn').last()).toHaveAttribute('data-status', 'complete', {
    timeout: 30_000,
  });
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
  const key = await running.sandboxKey();
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.origin });
  await newChat(app);
  await app.getByLabel('Message', { exact: true }).fill('Say hello.');
  let dialog = await openGetCode(app);
  await expect(dialog.getByTestId('get-code-key-note')).toContainText('GEMINI_API_KEY environment variable');
  await expect(dialog.getByTestId('get-code-text')).toContainText('x-goog-api-key: $GEMINI_API_KEY');
  await expect(dialog.getByTestId('get-code-text')).not.toContainText(key);
  await dialog.getByRole('button', { name: 'Copy with key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied with key' })).toBeVisible();
  const command = await app.evaluate(() => navigator.clipboard.readText());
  expect(command).toContain(`x-goog-api-key: ${key}`);
  const { stdout } = await promisify(execFile)('sh', ['-c', command], { env: {} });
  expect(stdout).toMatch(/"finishReason": ?"STOP"/);
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
