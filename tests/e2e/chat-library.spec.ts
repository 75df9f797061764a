import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The chats list, its import and search, drafts and presets: what a playground user keeps between sessions. */

const chatIdOf = (app: Page) => new URL(app.url().replace('#', '')).searchParams.get('chat');

async function openChatPage(app: Page) {
  await app.goto(new URL('#/chat', app.url()).toString());
  await expect(app.getByTestId('chat-header')).toBeVisible();
}

async function newChat(app: Page) {
  await openChatPage(app);
  const before = chatIdOf(app);
  await app.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(() => chatIdOf(app)).not.toBe(before);
  await expect(app.getByLabel('Chat title', { exact: true })).toHaveValue('Untitled chat');
}

async function send(app: Page, text: string) {
  await app.getByLabel('Message', { exact: true }).fill(text);
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('model-turn').last()).toHaveAttribute('data-status', 'complete', {
    timeout: 30_000,
  });
}

/** A chat as the core stores it. */
async function storedChat(app: Page, id: string) {
  const result = await app.evaluate((chatId) => window.verity!.chat.get({ id: chatId }), id);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.chat;
}

async function chatCount(app: Page) {
  const result = await app.evaluate(() => window.verity!.chat.list({}));
  if (!result.ok) throw new Error(result.error.message);
  return result.value.chats.length;
}

test('a chat exported as JSON imports back as the same chat; a bad file is refused and changes nothing', async ({
  app,
}, testInfo) => {
  await newChat(app);
  await app.getByLabel('Temperature').fill('0.3');
  await app.getByLabel('Seed').fill('11');
  await send(app, 'Explain what a signed tree head is, in about 40 words.');
  await app.getByLabel('Chat title', { exact: true }).fill('Tree heads');
  await expect(app.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const exportedId = chatIdOf(app)!;

  await app.getByRole('button', { name: 'Export' }).click();
  const download = app.waitForEvent('download');
  await app.getByRole('menuitem', { name: 'Chat as JSON (every branch)' }).click();
  const file = testInfo.outputPath('tree-heads.json');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('tree-heads.json');

  const importInput = app.locator('input[type=file][accept*="json"]');
  await importInput.setInputFiles(file);
  await expect.poll(() => chatIdOf(app)).not.toBe(exportedId);
  await expect(app.getByLabel('Chat title', { exact: true })).toHaveValue('Tree heads');
  await expect(app.getByTestId('model-turn')).toHaveCount(1);
  await expect(app.getByLabel('Temperature')).toHaveValue('0.3');
  const original = await storedChat(app, exportedId);
  const imported = await storedChat(app, chatIdOf(app)!);
  expect(imported.turns).toEqual(original.turns);
  expect(imported.settings).toEqual(original.settings);
  expect(imported.title).toBe(original.title);

  // A Markdown export is not a chat: it is refused with the reason, and no chat is added.
  const count = await chatCount(app);
  const markdown = testInfo.outputPath('tree-heads.md');
  await writeFile(markdown, '# Tree heads\n');
  const openId = chatIdOf(app);
  await importInput.setInputFiles(markdown);
  const error = app.getByTestId('import-chat-error');
  await expect(error).toContainText('tree-heads.md: The file is not JSON');
  await expect(error).toContainText('Choose a file saved with Export → Chat as JSON.');
  await expect(error).toContainText('Nothing was imported');
  expect(await chatCount(app)).toBe(count);
  expect(chatIdOf(app)).toBe(openId);
});

test('thinking settings are sent as thinkingConfig, and the thoughts come back folded under the answer', async ({
  app,
}) => {
  await newChat(app);
  await app.getByLabel('Thinking budget', { exact: true }).fill('64');
  await app.getByRole('switch', { name: /Include thoughts/ }).check();
  await send(app, 'Explain what a witness cosignature adds to a checkpoint, in about 20 words.');
  const answer = app.getByTestId('model-turn').last();
  const thoughts = answer.getByTestId('thoughts');
  await expect(thoughts.getByRole('button')).toHaveText('Show thoughts (64 thought tokens)');
  await expect(thoughts.getByTestId('thoughts-text')).toHaveCount(0);
  await expect(answer.getByTestId('answer-text')).not.toContainText('Planning the answer');
  await thoughts.getByRole('button').click();
  await expect(thoughts.getByTestId('thoughts-text')).toContainText('Planning the answer');
  await expect(thoughts.getByRole('button')).toHaveAttribute('aria-expanded', 'true');

  const chat = await storedChat(app, chatIdOf(app)!);
  const request = chat.turns.at(-1)!.result!.events.find((event) => event.type === 'request');
  expect(request?.type === 'request' && request.body.generationConfig).toMatchObject({
    thinkingConfig: { thinkingBudget: 64, includeThoughts: true },
  });

  // Get code in Python sends the same thinking settings through google-genai.
  await app.getByLabel('Message', { exact: true }).fill('And a follow-up.');
  await app.getByRole('button', { name: 'Get code' }).click();
  await app.getByText('Python (google-genai)').click();
  const code = app.getByTestId('get-code-text');
  await expect(code).toContainText('from google import genai');
  await expect(code).toContainText('api_key=os.environ["GEMINI_API_KEY"]');
  await expect(code).toContainText('for chunk in client.models.generate_content_stream(');
  await expect(code).toContainText('"thinkingBudget": 64,');
  await expect(code).toContainText('"includeThoughts": True,');
});

test('an unused new chat is not saved, and a chat with an unsent message is marked Draft in the list', async ({
  app,
}) => {
  await openChatPage(app);
  const before = await chatCount(app);
  await newChat(app);
  await newChat(app);
  await newChat(app);
  // Three clicks on New chat, nothing written: no chat stored, one "New" row heading the list.
  expect(await chatCount(app)).toBe(before);
  const items = app.getByTestId('chat-list-item');
  await expect(items.filter({ hasText: 'New · saved once you write in it' })).toHaveCount(1);
  const fresh = app.locator(`[data-testid="chat-list-item"][data-chat-id="${chatIdOf(app)}"]`);
  await expect(fresh).toHaveAttribute('data-active', 'true');

  // Writing in it keeps it, with its draft marked.
  await app.getByLabel('Message', { exact: true }).fill('half a thought about witnesses');
  await expect.poll(() => chatCount(app)).toBe(before + 1);
  await expect(fresh.getByTestId('chat-draft-marker')).toHaveText('Draft');
  await expect(items.filter({ hasText: 'New · saved once you write in it' })).toHaveCount(0);

  // Sent, the message is no longer a draft.
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
  await expect(app.getByTestId('model-turn').last()).toHaveAttribute('data-status', 'complete', {
    timeout: 30_000,
  });
  await expect(fresh.getByTestId('chat-draft-marker')).toHaveCount(0);
  expect(await chatCount(app)).toBe(before + 1);
});

test('search finds chats by the text of their messages, not only their titles', async ({ app }) => {
  await newChat(app);
  await send(app, 'Tell me about quokkas and their habitat, in about 30 words.');
  await app.getByLabel('Chat title', { exact: true }).fill('Marsupials');
  await expect(app.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const id = chatIdOf(app);
  await newChat(app);

  const search = app.getByLabel('Search chats');
  await search.fill('QUOKKAS');
  const items = app.getByTestId('chat-list-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-chat-id', id!);
  await expect(items.first()).toContainText('Marsupials');
  await expect(items.first().getByTestId('chat-search-snippet')).toContainText('Tell me about quokkas');
  await search.fill('marsupial');
  await expect(items).toHaveCount(1);
  await search.fill('no chat says this 7f3a');
  await expect(items).toHaveCount(0);
  await expect(app.getByText('No chat title or message contains “no chat says this 7f3a”.')).toBeVisible();
  await search.fill('quokkas');
  await items.first().getByRole('button').first().click();
  await expect.poll(() => chatIdOf(app)).toBe(id);
});

test('run settings saved as a preset start a new chat, and apply to an open one', async ({ app }) => {
  await newChat(app);
  await app.getByLabel('Temperature').fill('0.7');
  await app.getByLabel('System instruction').fill('Answer in one sentence.');
  await app.getByRole('button', { name: 'Presets' }).click();
  await app.getByRole('menuitem', { name: 'Save these settings as a preset…' }).click();
  await app.getByLabel('Preset name').fill('One sentence');
  await app.getByRole('button', { name: 'Save preset' }).click();
  await expect(app.getByRole('dialog')).toHaveCount(0);

  // New chat from preset: a fresh chat with the preset's settings.
  const before = chatIdOf(app);
  await app.getByRole('button', { name: 'Start a chat from a preset' }).click();
  await app.getByTestId('new-chat-presets').getByRole('menuitem', { name: 'One sentence' }).click();
  await expect.poll(() => chatIdOf(app)).not.toBe(before);
  await expect(app.getByLabel('Temperature')).toHaveValue('0.7');
  await expect(app.getByLabel('System instruction')).toHaveValue('Answer in one sentence.');
  await send(app, 'What is a Merkle tree?');
  const chat = await storedChat(app, chatIdOf(app)!);
  expect(chat.settings).toMatchObject({ temperature: 0.7, systemInstruction: 'Answer in one sentence.' });

  // Applied to an open chat, and deleted.
  await newChat(app);
  await expect(app.getByLabel('Temperature')).toHaveValue('');
  await app.getByRole('button', { name: 'Presets' }).click();
  await app.getByTestId('presets-menu').getByRole('menuitem', { name: 'One sentence' }).click();
  await expect(app.getByLabel('Temperature')).toHaveValue('0.7');
  await app.getByRole('button', { name: 'Presets' }).click();
  await app.getByRole('button', { name: 'Delete preset One sentence' }).click();
  await app.getByRole('button', { name: 'Start a chat from a preset' }).click();
  await expect(app.getByTestId('new-chat-presets')).toContainText('No presets yet');
});
