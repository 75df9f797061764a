import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Logs `count` hashedrekords of one artifact digest through the console; returns their entry IDs and indexes. */
async function logArtifact(app: Page, artifactSha256: string, count: number) {
  return app.evaluate(
    async ({ artifactSha256, count }) => {
      const made: Array<{ entryId: string; logIndex: string }> = [];
      for (let i = 0; i < count; i++) {
        // A key per entry: signatures are deterministic, so one key would log the same entry again (409).
        const key = await window.verity!.keys.generate({ name: `search e2e ${i}`, algorithm: 'ecdsa-p256' });
        if (!key.ok) throw new Error(key.error.message);
        const created = await window.verity!.log.createHashedRekord({ keyId: key.value.id, artifactSha256 });
        if (!created.ok) throw new Error(created.error.message);
        made.push({ entryId: created.value.entryId, logIndex: created.value.entry.logIndex });
      }
      return made;
    },
    { artifactSha256, count },
  );
}

/** The global log index of each result row, as shown. */
async function shownIndexes(app: Page): Promise<bigint[]> {
  const cells = await app.getByTestId('search-result-row').locator('td:first-child').allInnerTexts();
  return cells.map((text) => BigInt(text.replace(/\D/g, '')));
}

/**
 * Opens the palette with its shortcut and types `text`, until what was typed shows `until` (a palette opened
 * while the page under it is still settling may close again, and is then opened again).
 */
async function palette(app: Page, text: string, until: Locator) {
  const box = app.getByPlaceholder(/Go to a page or run a command/);
  await expect(async () => {
    if (!(await box.isVisible())) await app.keyboard.press('Control+k');
    await expect(box).toBeFocused({ timeout: 2_000 });
    await box.fill(text, { timeout: 2_000 });
    await expect(until).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('search runs newest first, a new search replaces the old results, and Clear empties it all', async ({
  app,
}) => {
  const many = sha256(`search e2e ${Date.now()}`);
  const one = sha256(`search e2e single ${Date.now()}`);
  const made = await logArtifact(app, many, 4);
  const [single] = await logArtifact(app, one, 1);

  await app.goto(new URL('#/log/search', app.url()).toString());
  await app.getByTestId('search-hash').fill(many);
  await app.getByTestId('search-submit').click();
  await expect(app.getByTestId('search-result-row')).toHaveCount(4);
  await expect(app.getByTestId('search-summary')).toContainText('newest first');
  const expected = made.map((m) => BigInt(m.logIndex)).sort((a, b) => (a > b ? -1 : 1));
  expect(await shownIndexes(app)).toEqual(expected);

  await app.getByTestId('search-hash').fill(one);
  await app.getByTestId('search-submit').click();
  await expect(app.getByTestId('search-result-row')).toHaveCount(1);
  await expect(app.getByTestId('search-result-row')).toHaveAttribute('data-entry-id', single!.entryId);

  await app.getByTestId('search-clear').click();
  await expect(app.getByTestId('search-result-row')).toHaveCount(0);
  await expect(app.getByTestId('search-summary')).toHaveCount(0);
  await expect(app.getByTestId('search-hash')).toHaveValue('');
});

test('the command palette opens an entry by its index or its UUID', async ({ app }) => {
  const artifact = sha256(`palette e2e ${Date.now()}`);
  const [made] = await logArtifact(app, artifact, 1);

  const openIndex = app.getByRole('button', { name: `Open the entry at log index ${made!.logIndex}` });
  await palette(app, made!.logIndex, openIndex);
  await openIndex.click();
  await expect(app.getByTestId('page-log-entry')).toBeVisible();
  await expect(app.getByTestId('entry-id')).toContainText(made!.entryId.slice(0, 16));

  await app.goto(new URL('#/chat', app.url()).toString());
  const openUuid = app.getByRole('button', { name: /^Open entry / });
  await palette(app, made!.entryId.slice(16).toUpperCase(), openUuid);
  await openUuid.click();
  await expect(app.getByTestId('entry-log-index')).toHaveText(BigInt(made!.logIndex).toLocaleString('en-US'));
});

test('the command palette searches an artifact hash', async ({ app }) => {
  const artifact = sha256(`palette search e2e ${Date.now()}`);
  const [made] = await logArtifact(app, artifact, 1);
  const searchHash = app.getByRole('button', { name: /^Search for artifact hash/ });
  await palette(app, `sha256:${artifact}`, searchHash);
  await searchHash.click();
  await expect(app.getByTestId('page-log-search')).toBeVisible();
  await expect(app.getByTestId('search-hash')).toHaveValue(`sha256:${artifact}`);
  await expect(app.getByTestId('search-result-row')).toHaveAttribute('data-entry-id', made!.entryId);
});

test('an entry opened while another is scrolled down is shown from its top', async ({ app }) => {
  await app.setViewportSize({ width: 1200, height: 600 });
  const [first, second] = await logArtifact(app, sha256(`scroll e2e ${Date.now()}`), 2);
  await app.goto(new URL(`#/log/index/${first!.logIndex}`, app.url()).toString());
  await expect(app.getByTestId('entry-header')).toBeVisible();
  await app.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await app.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  const openSecond = app.getByRole('button', { name: `Open the entry at log index ${second!.logIndex}` });
  await palette(app, second!.logIndex, openSecond);
  await openSecond.click();
  await expect(app.getByTestId('entry-id')).toContainText(second!.entryId.slice(0, 16));
  // The new entry's page renders before the router's scroll reset lands: wait for it.
  await expect.poll(() => app.evaluate(() => window.scrollY)).toBe(0);
});
