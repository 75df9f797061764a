import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startConsole } from './support/console-process';
import { expect, openConsole, test } from './support/fixtures';

const RECORDINGS = join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'sandbox',
  'services',
  'genai',
  'recordings',
);

interface GenaiSettings {
  tokensPerSecond?: number;
  replay?: string | null;
}

/** The sandbox's stream settings, through the console's contract (what the Settings screen calls). */
async function setGenai(app: Page, settings: GenaiSettings) {
  const result = await app.evaluate(
    (input) =>
      window.verity!.sandbox.setGenaiSettings({
        settings: { tokensPerSecond: 200, midStreamError: null, cutStream: null, replay: null, ...input },
      }),
    settings,
  );
  if (!result.ok) throw new Error(result.error.message);
}

/** A fresh chat, opened and ready for a message. */
async function newChat(app: Page) {
  await app.goto(new URL('#/chat', app.url()).toString());
  await expect(app.getByTestId('chat-header')).toBeVisible();
  const before = new URL(app.url().replace('#', '')).searchParams.get('chat');
  await app.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(() => new URL(app.url().replace('#', '')).searchParams.get('chat')).not.toBe(before);
  await expect(app.getByLabel('Chat title', { exact: true })).toHaveValue('Untitled chat');
  await expect(app.getByTestId('model-turn')).toHaveCount(0);
}

async function send(app: Page, text: string) {
  await app.getByLabel('Message', { exact: true }).fill(text);
  await app.getByLabel('Message', { exact: true }).press('Control+Enter');
}

const lastAnswer = (app: Page): Locator => app.getByTestId('model-turn').last();

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ app }) => {
  await setGenai(app, {});
});

test('a streamed answer renders progressively and ends with its finish reason', async ({ app }) => {
  await setGenai(app, { tokensPerSecond: 40 });
  await newChat(app);
  await send(app, 'Explain how a transparency log proves inclusion, in about 150 words.');
  const answer = lastAnswer(app);
  const text = answer.getByTestId('answer-text');
  const seen: number[] = [];
  // Observe the text while the finish badge is not there yet: it must grow at least twice.
  await expect
    .poll(
      async () => {
        if (await answer.getByTestId('finish-reason').isVisible()) return -1;
        const length = (await text.innerText()).length;
        if (length > 0 && length !== seen.at(-1)) seen.push(length);
        return seen.length;
      },
      { intervals: [150], timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(3);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(answer.getByTestId('finish-reason')).toHaveText('STOP', { timeout: 60_000 });
  // The last length seen may already be the whole answer, shown a moment before its finish badge.
  expect((await text.innerText()).length).toBeGreaterThanOrEqual(seen.at(-1)!);
  expect(seen[0]).toBeLessThan(seen.at(-1)!);
  await expect(answer.getByTestId('turn-usage')).toContainText('total');
  await expect(app.getByTestId('chat-token-total')).not.toHaveText('0 tokens');
});

test('Stop mid-stream keeps the partial answer, labelled stopped', async ({ app }) => {
  await setGenai(app, { tokensPerSecond: 15 });
  await newChat(app);
  await send(app, 'Write a long essay about Merkle trees, in about 400 words.');
  const answer = lastAnswer(app);
  await expect(answer.getByTestId('answer-text')).not.toHaveText('', { timeout: 20_000 });
  await app.getByRole('button', { name: 'Stop' }).click();
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(answer.getByTestId('turn-stopped')).toHaveText('Stopped — partial answer');
  const partial = await answer.getByTestId('answer-text').innerText();
  expect(partial.length).toBeGreaterThan(0);
  await app.waitForTimeout(1000);
  await expect(answer.getByTestId('answer-text')).toHaveText(partial);
  await expect(answer.getByTestId('finish-reason')).toHaveCount(0);
});

test('a blocked prompt shows the block reason the service gave', async ({ app }) => {
  await newChat(app);
  await send(app, 'Tell me a story. [[sandbox:block:prohibited]]');
  const blocked = lastAnswer(app).getByTestId('block-reason');
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  await expect(blocked.getByTestId('block-reason-code')).toHaveText('PROHIBITED_CONTENT');
});

test('a function call round trip: declare, get the call, answer it, get the final answer', async ({
  app,
}) => {
  await newChat(app);
  await app.getByRole('button', { name: 'Add function' }).click();
  await app.getByLabel('Function 1 name').fill('get_weather');
  await app.getByLabel('Function 1 description').fill('Current weather for a city');
  await app
    .getByLabel('Function 1 parameters (JSON Schema, OpenAPI subset)')
    .fill('{"type":"OBJECT","properties":{"city":{"type":"STRING"}},"required":["city"]}');
  await expect(app.getByTestId('settings-invalid')).toHaveCount(0);
  await send(app, 'What is the weather in Oslo right now?');

  const call = lastAnswer(app).getByTestId('function-call');
  await expect(call).toBeVisible({ timeout: 20_000 });
  await expect(call.getByTestId('function-call-name')).toHaveText('get_weather');
  await expect(call.getByTestId('function-call-args')).toContainText('"city"');
  await app.getByLabel('Response from get_weather').fill('{"temperature_c": 3, "sky": "overcast"}');
  await app.getByRole('button', { name: /Send function response/ }).click();

  await expect(app.getByTestId('function-response')).toBeVisible();
  const final = lastAnswer(app);
  await expect(final.getByTestId('finish-reason')).toHaveText('STOP', { timeout: 20_000 });
  await expect(final.getByTestId('function-call')).toHaveCount(0);
  await expect(final.getByTestId('answer-text')).not.toHaveText('');
});

test('JSON mode answers are checked against the response schema', async ({ app }) => {
  await newChat(app);
  await app.getByLabel('JSON mode (responseMimeType application/json)').check();
  await app
    .getByTestId('response-schema')
    .fill(
      '{"type":"OBJECT","properties":{"name":{"type":"STRING"},"stars":{"type":"INTEGER","minimum":1,"maximum":5},"tags":{"type":"ARRAY","items":{"type":"STRING"}}},"required":["name","stars","tags"]}',
    );
  await send(app, 'Review a restaurant.');
  const answer = lastAnswer(app);
  await expect(answer.getByTestId('json-validity')).toHaveAttribute('data-valid', 'true', {
    timeout: 20_000,
  });
  const value = JSON.parse(await answer.getByTestId('json-answer').innerText()) as Record<string, unknown>;
  expect(Object.keys(value).toSorted()).toEqual(['name', 'stars', 'tags']);
});

test('a replayed real recording renders the recorded text', async ({ app }) => {
  const recording = JSON.parse(await readFile(join(RECORDINGS, 'stream-11-chunks.json'), 'utf8')) as {
    interactions: Array<{
      response: {
        bodySegments: Array<{ candidates?: Array<{ content?: { parts?: Array<{ text?: string }> } }> }>;
      };
    }>;
  };
  const recorded = recording.interactions
    .at(-1)!
    .response.bodySegments.flatMap((segment) => segment.candidates?.[0]?.content?.parts ?? [])
    .map((part) => part.text ?? '')
    .join('');
  expect(recorded.length).toBeGreaterThan(100);

  await setGenai(app, { replay: 'stream-11-chunks' });
  await newChat(app);
  await send(app, 'Anything: the sandbox replays the recording.');
  const answer = lastAnswer(app);
  await expect(answer.getByTestId('finish-reason')).toBeVisible({ timeout: 30_000 });
  // What the page folded from the stream and saved is the recorded text, character for character.
  const stored = await app.evaluate(
    async (id) => {
      const result = await window.verity!.chat.get({ id });
      if (!result.ok) throw new Error(result.error.message);
      const turns = result.value.chat.turns.filter((turn) => turn.role === 'model');
      return turns
        .at(-1)!
        .parts.map((part) => ('text' in part ? part.text : ''))
        .join('');
    },
    new URL(app.url().replace('#', '')).searchParams.get('chat')!,
  );
  expect(stored).toBe(recorded);
  // And the rendered answer shows every line of it (Markdown removes only the markup).
  const shown = (await answer.getByTestId('answer-text').innerText()).replace(/\s+/g, ' ');
  for (const line of recorded
    .split('\n')
    .map((l) => l.replace(/[*_`#>-]/g, '').trim())
    .filter((l) => l.length > 20))
    expect(shown).toContain(line.replace(/\s+/g, ' ').slice(0, 20));
});

test('compare mode: one prompt, two settings side by side, and "Keep this one" continues with it', async ({
  app,
}) => {
  await setGenai(app, { tokensPerSecond: 400 });
  await newChat(app);
  await app.getByLabel('Compare mode').check();
  await app.getByText('Pane B', { exact: true }).click();
  await app.getByLabel('Temperature').fill('1.7');
  await send(app, 'Describe how a signed checkpoint is verified, in about 60 words.');
  const panes = app.getByTestId('compare-panes');
  for (const pane of ['a', 'b']) {
    const answer = panes.getByTestId(`compare-pane-${pane}`);
    await expect(answer.getByTestId('finish-reason')).toHaveText('STOP', { timeout: 30_000 });
  }
  const textA = await panes.getByTestId('compare-pane-a').getByTestId('answer-text').innerText();
  const textB = await panes.getByTestId('compare-pane-b').getByTestId('answer-text').innerText();
  // Each pane sent its own request: same prompt, a different temperature, so a different answer.
  expect(textA.length).toBeGreaterThan(0);
  expect(textB).not.toBe(textA);
  await app.getByRole('button', { name: 'Keep the answer of pane B' }).click();
  await expect(panes).toHaveCount(0);
  await expect(lastAnswer(app).getByTestId('answer-text')).toHaveText(textB);
});

test('Regenerate gives a new answer; with a fixed seed it gives the same one again', async ({ app }) => {
  await setGenai(app, { tokensPerSecond: 2000 });
  await newChat(app);
  await send(app, 'Explain how a witness cosigns a checkpoint.');
  const answer = lastAnswer(app);
  const text = answer.getByTestId('answer-text');
  const position = answer.getByTestId('sibling-position');
  const regenerate = async (version: number) => {
    await answer.getByRole('button', { name: 'Regenerate' }).click();
    await expect(position).toHaveText(`${version}/${version}`);
    await expect(answer).toHaveAttribute('data-status', 'complete', { timeout: 20_000 });
    return text.innerText();
  };
  await expect(answer).toHaveAttribute('data-status', 'complete', { timeout: 20_000 });
  const first = await text.innerText();
  // Each regenerate sends a fresh random seed: the same prompt and settings, another answer.
  const second = await regenerate(2);
  expect(second).not.toBe(first);
  expect(await regenerate(3)).not.toBe(second);

  // A seed the user fixed is sent as it is, so the answer repeats.
  await app.getByLabel('Seed').fill('7');
  const fixed = await regenerate(4);
  expect(await regenerate(5)).toBe(fixed);
});

test('kill -9 mid-conversation: after a restart the chat and the unsent draft are back', async ({
  browser,
}) => {
  const first = await startConsole();
  const dataDir = first.dataDir;
  let second: Awaited<ReturnType<typeof startConsole>> | null = null;
  try {
    const page = await openConsole(browser, first);
    await newChat(page);
    await send(page, 'Remember the word persimmon.');
    await expect(lastAnswer(page).getByTestId('finish-reason')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Chat title', { exact: true }).fill('Crash test chat');
    // The second answer is still streaming, and a new message is being typed, when the console dies.
    await setGenai(page, { tokensPerSecond: 10 });
    await send(page, 'Now write a long essay about persimmons, in about 400 words.');
    await expect(lastAnswer(page).getByTestId('answer-text')).not.toHaveText('', { timeout: 20_000 });
    await page.getByLabel('Message', { exact: true }).fill('This draft was never sent');
    // Typing is saved within a third of a second, the streamed text within half a second.
    await page.waitForTimeout(1000);
    const partial = await lastAnswer(page).getByTestId('answer-text').innerText();
    first.kill();
    await page.close();

    second = await startConsole({}, dataDir);
    const again = await openConsole(browser, second);
    await again.goto(new URL('#/chat', again.url()).toString());
    await expect(again.getByLabel('Chat title', { exact: true })).toHaveValue('Crash test chat');
    await expect(again.getByTestId('user-turn').first()).toContainText('Remember the word persimmon.');
    await expect(again.getByTestId('user-turn').last()).toContainText('long essay about persimmons');
    const answers = again.getByTestId('model-turn');
    await expect(answers).toHaveCount(2);
    await expect(answers.first().getByTestId('finish-reason')).toHaveText('STOP');
    // The interrupted answer keeps what had arrived (at most the last half second is missing).
    await expect(answers.last()).toHaveAttribute('data-status', 'stopped');
    const kept = await answers.last().getByTestId('answer-text').innerText();
    expect(kept.length).toBeGreaterThan(0);
    expect(partial.startsWith(kept.slice(0, 20))).toBe(true);
    await expect(again.getByLabel('Message', { exact: true })).toHaveValue('This draft was never sent');
    await again.close();
  } finally {
    first.kill();
    if (second) await second.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** Runs `body` with a profile of its own active (the sandbox's endpoints, and `apiKey` when given). */
async function withProfile(app: Page, apiKey: string | null, body: () => Promise<void>) {
  const previous = await app.evaluate(async (key) => {
    const verity = window.verity!;
    const status = await verity.sandbox.status({});
    const list = await verity.profiles.list({});
    if (!status.ok || !status.value.baseUrl || !list.ok) throw new Error('no sandbox or profiles');
    const base = status.value.baseUrl;
    const saved = await verity.profiles.save({
      profile: {
        name: key === null ? 'No key' : 'Wrong key',
        endpoints: { tlog: base, genai: base, indexing: base, analytics: base, storage: base },
      },
    });
    if (!saved.ok) throw new Error(saved.error.message);
    const id = saved.value.profile.id;
    if (key !== null) {
      const set = await verity.vault.setSecret({
        profileId: id,
        service: 'genai',
        name: 'apiKey',
        value: key,
      });
      if (!set.ok) throw new Error(set.error.message);
    }
    await verity.profiles.setActive({ id });
    return { active: list.value.activeId, created: id };
  }, apiKey);
  try {
    await body();
  } finally {
    await app.evaluate(async ({ active, created }) => {
      await window.verity!.profiles.setActive({ id: active });
      await window.verity!.profiles.remove({ id: created });
    }, previous);
  }
}

test('a key the service refuses links to Settings → Credentials', async ({ app }) => {
  await newChat(app);
  await withProfile(app, 'not-the-sandbox-key', async () => {
    await send(app, 'Hello there');
    const error = lastAnswer(app).getByTestId('turn-error');
    await expect(error).toContainText('API key not valid', { timeout: 20_000 });
    await error.getByRole('link', { name: 'Settings → Credentials' }).click();
    await expect(app.getByTestId('settings-credentials')).toBeVisible();
  });
});

test('a profile without a key says so before anything is sent', async ({ app }) => {
  await newChat(app);
  await withProfile(app, null, async () => {
    await send(app, 'Hello there');
    const error = lastAnswer(app).getByTestId('turn-error');
    await expect(error.getByTestId('turn-error-message')).toContainText('No API key for this profile', {
      timeout: 20_000,
    });
    await expect(error).not.toContainText('VAULT');
    await expect(error).not.toContainText('on the way to the service');
    await expect(error.getByRole('link', { name: 'Settings → Credentials' })).toBeVisible();
  });
});

test('SAFETY and RECITATION finishes say what to change', async ({ app }) => {
  await newChat(app);
  await send(app, 'Explain Merkle trees in 80 words. [[sandbox:safety]]');
  const safety = lastAnswer(app);
  await expect(safety.getByTestId('finish-reason')).toHaveText('SAFETY', { timeout: 20_000 });
  await expect(safety.getByTestId('finish-hint')).toContainText('Dangerous content');
  await expect(safety.getByTestId('finish-hint')).toContainText('BLOCK_ONLY_HIGH');

  await send(app, 'Explain Merkle trees in 80 words. [[sandbox:recitation]]');
  const recitation = lastAnswer(app);
  await expect(recitation.getByTestId('finish-reason')).toHaveText('RECITATION', { timeout: 20_000 });
  await expect(recitation.getByTestId('finish-hint')).toContainText('reciting');
});

test('Retry waits for the Retry-After the service asked for', async ({ app }) => {
  await newChat(app);
  const faults = { latencyMs: 0, errorRate: 1, errorStatus: 429, retryAfterSeconds: 120 };
  await app.evaluate(
    (settings) =>
      window.verity!.sandbox.setFaults({
        service: 'genai',
        faults: { ...settings, resetRate: 0, truncateRate: 0, remaining: null },
      }),
    faults,
  );
  try {
    await send(app, 'Hello there');
    const error = lastAnswer(app).getByTestId('turn-error');
    await expect(error.getByTestId('retry-countdown')).toContainText('s left', { timeout: 20_000 });
    await expect(error.getByRole('button', { name: 'Retry' })).toBeDisabled();
  } finally {
    await app.evaluate(() => window.verity!.sandbox.resetFaults({}));
  }
});

test('a cited answer keeps its Markdown and lists its sources', async ({ app }) => {
  await newChat(app);
  await send(app, 'Give 3 bullet points about Merkle trees. [[sandbox:citations]]');
  const answer = lastAnswer(app);
  await expect(answer.getByTestId('finish-reason')).toHaveText('STOP', { timeout: 20_000 });
  await expect(answer.getByTestId('citation-sources').getByRole('listitem')).not.toHaveCount(0);
  const markdown = answer.getByTestId('markdown-view');
  await expect(markdown.locator('li strong')).toHaveCount(3);
  expect(await markdown.innerText()).not.toContain('**');
});

test('dark mode: a code block is one surface, with no stripe behind each line', async ({ app }) => {
  await app.emulateMedia({ colorScheme: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await newChat(app);
  await send(app, 'Write a function in python that adds two numbers.');
  const code = lastAnswer(app).getByTestId('markdown-code');
  await expect(code).toHaveAttribute('data-highlighted', 'true', { timeout: 20_000 });
  const inner = await code
    .locator('pre code')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(inner).toBe('rgba(0, 0, 0, 0)');
});

test('table cells wrap between words, never inside one', async ({ app }) => {
  // Wide enough for the chats list, narrow enough that the conversation column squeezes the table.
  await app.setViewportSize({ width: 1000, height: 800 });
  await newChat(app);
  await send(app, 'Compare inclusion proofs versus consistency proofs in a table, with pros and cons.');
  const table = lastAnswer(app).locator('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  // A word laid out on more than one line has client rects at more than one height.
  const broken = await table.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
  expect(broken).toEqual([]);
});
