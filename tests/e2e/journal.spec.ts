import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import Papa from 'papaparse';
import { NO_FAULTS } from '../../src-shared/contract/schemas/sandbox';
import { expect, test } from './support/fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Creates a hashedrekord through the console (Log → Create's channel) with a new key; with `refused`, the
 * sandbox log answers that one request with a 400. Returns the key's id and, when the log took it, the entry's.
 */
function createEntry(app: Page, artifactSha256: string, refused = false) {
  return app.evaluate(
    async ({ artifactSha256, refused, faults }) => {
      const key = await window.verity!.keys.generate({ name: 'journal e2e', algorithm: 'ecdsa-p256' });
      if (!key.ok) throw new Error(key.error.message);
      if (refused) {
        const set = await window.verity!.sandbox.setFaults({ service: 'tlog', faults });
        if (!set.ok) throw new Error(set.error.message);
      }
      const created = await window.verity!.log.createHashedRekord({ keyId: key.value.id, artifactSha256 });
      if (created.ok === refused) throw new Error(`the log ${refused ? 'took' : 'refused'} the entry`);
      return { keyId: key.value.id, entryId: created.ok ? created.value.entryId : null };
    },
    { artifactSha256, refused, faults: { ...NO_FAULTS, errorRate: 1, errorStatus: 400, remaining: 1 } },
  );
}

async function chooseOption(app: Page, testId: string, option: string) {
  await app.getByTestId(testId).click();
  await app.getByRole('option', { name: option, exact: true }).click();
}

test('the Journal lists a created entry with its request and response, verifies whole, exports and filters', async ({
  app,
}) => {
  const artifactSha256 = sha256('journal e2e artifact');
  const created = await createEntry(app, artifactSha256);
  await createEntry(app, sha256('refused artifact'), true);

  await app.getByTestId('nav-journal').click();
  const rows = app.getByTestId('journal-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the refused one, then the entry the log took.
  await expect(rows.nth(0)).toHaveAttribute('data-outcome', 'failed');
  const ok = rows.nth(1);
  await expect(ok).toHaveAttribute('data-outcome', 'ok');
  await expect(ok).toContainText('create-entry');
  await expect(ok.getByTestId('journal-outcome')).toHaveText('ok');

  await ok.click();
  const details = app.getByTestId('journal-details');
  await expect(details.getByTestId('journal-request')).toContainText(created.keyId);
  await expect(details.getByTestId('journal-request')).toContainText(artifactSha256);
  await expect(details.getByTestId('journal-response')).toContainText('201');
  await expect(details.getByTestId('journal-response')).toContainText(created.entryId!);
  await rows.nth(0).click();
  await expect(app.getByTestId('journal-details')).toHaveCount(1);
  await expect(app.getByTestId('journal-problem')).toBeVisible();

  await app.getByTestId('journal-verify').click();
  const verdict = app.getByTestId('journal-verdict');
  await expect(verdict).toHaveAttribute('data-ok', 'true');
  // Two operations, each begun and completed.
  await expect(verdict).toContainText('4 records checked');

  const [csvDownload] = await Promise.all([
    app.waitForEvent('download'),
    app.getByTestId('journal-export-csv').click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^verity-journal-[\dT-]+Z\.csv$/);
  const csv = Papa.parse<Record<string, string>>(await readFile(await csvDownload.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.errors).toEqual([]);
  expect(csv.data.map((row) => row.outcome)).toEqual(['failed', 'ok']);
  expect(csv.data[1]).toMatchObject({
    service: 'tlog',
    kind: 'create-entry',
    'request.keyId': created.keyId,
    'request.artifactSha256': artifactSha256,
    'response.status': '201',
    'response.entryId': created.entryId,
  });
  expect(csv.data[0]!['response.message']).not.toBe('');

  // Each filter narrows the list; clearing them brings every operation back.
  await chooseOption(app, 'journal-filter-outcome', 'failed');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-outcome', 'failed');
  await chooseOption(app, 'journal-filter-outcome', 'ok');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-outcome', 'ok');
  await app.getByTestId('journal-filter-clear').click();
  await expect(rows).toHaveCount(2);
  await chooseOption(app, 'journal-filter-service', 'Generation & files');
  await expect(app.getByTestId('journal-empty')).toBeVisible();
  await chooseOption(app, 'journal-filter-service', 'Transparency log');
  await expect(rows).toHaveCount(2);
  await app.getByTestId('journal-filter-kind').fill('delete-entry');
  await expect(app.getByTestId('journal-empty')).toBeVisible();
  await app.getByTestId('journal-filter-kind').fill('create-entry');
  await expect(rows).toHaveCount(2);
  await app.getByTestId('journal-filter-from').fill('2099-01-01T00:00');
  await expect(app.getByTestId('journal-empty')).toBeVisible();
  await app.getByTestId('journal-filter-from').fill('');
  await app.getByTestId('journal-filter-to').fill('2000-01-01T00:00');
  await expect(app.getByTestId('journal-empty')).toBeVisible();
  await app.getByTestId('journal-filter-clear').click();
  await expect(rows).toHaveCount(2);
});

test('Verify journal names a record edited in the database by hand', async ({ app, console: running }) => {
  await createEntry(app, sha256('tampered artifact'));
  await app.getByTestId('nav-journal').click();
  const rows = app.getByTestId('journal-row');
  await expect(rows.first()).toHaveAttribute('data-outcome', 'ok');
  const opId = await rows.first().getAttribute('data-op-id');

  // A second connection to the console's database while it runs, as anyone with the file could.
  const db = new BetterSqlite3(join(running.dataDir, 'verity.db'));
  let seq: number;
  try {
    ({ seq } = db
      .prepare<[string], { seq: number }>("SELECT seq FROM journal WHERE op_id = ? AND event = 'begin'")
      .get(opId!)!);
    db.prepare('UPDATE journal SET target = ? WHERE seq = ?').run('http://elsewhere.example/entries', seq);
  } finally {
    db.close();
  }

  await app.getByTestId('journal-verify').click();
  const verdict = app.getByTestId('journal-verdict');
  await expect(verdict).toHaveAttribute('data-ok', 'false');
  await expect(verdict).toHaveAttribute('data-problem', 'edited');
  await expect(verdict).toHaveAttribute('data-seq', String(seq));
  await expect(verdict).toContainText(`Record ${seq} was edited`);
  await expect(verdict).toContainText(opId!);
  await expect(verdict).toContainText('Keep the data folder as it is');
});
