import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import Papa from 'papaparse';
import { NO_FAULTS, type FaultSettings } from '../../src-shared/contract/schemas/sandbox';
import { startConsole, type ConsoleProcess } from './support/console-process';
import { expect, openConsole, test } from './support/fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface JournalDocument {
  type: string;
  records: Array<{ seq: number; opId: string; event: string; prevHash: string; hash: string }>;
  head: { records: number; hash: string };
  checkpoint: { note: string; key: { name: string; pem: string } };
}

/** Clicks the button and reads back the file it downloads, with the name the page gave it. */
async function download(app: Page, testId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([app.waitForEvent('download'), app.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The checkpoint's signature verifies with the key it names, and its root is the head's hash. */
function expectSignedHead(document: JournalDocument) {
  const [body, signatures] = document.checkpoint.note.split('\n\n') as [string, string];
  const [, size, root] = body.split('\n');
  expect(Number(size)).toBe(document.head.records);
  expect(Buffer.from(root!, 'base64').toString('hex')).toBe(document.head.hash);
  const line = new RegExp(`^\u2014 ${document.checkpoint.key.name} (\\S+)$`, 'm').exec(signatures);
  expect(line, signatures).not.toBeNull();
  const signature = Buffer.from(line![1]!, 'base64').subarray(4);
  expect(verify('sha256', Buffer.from(`${body}\n`), document.checkpoint.key.pem, signature)).toBe(true);
}

/**
 * Sandbox log faults for every request until `clearFaults`: a page's own reads may still reach the log
 * while the entry is sent, so "the next request only" could be one of them.
 */
const everyRequest = (faults: Partial<FaultSettings>): FaultSettings => ({ ...NO_FAULTS, ...faults });

async function clearFaults(app: Page) {
  await app.evaluate(async (faults) => {
    const set = await window.verity!.sandbox.setFaults({ service: 'tlog', faults });
    if (!set.ok) throw new Error(set.error.message);
  }, NO_FAULTS);
}

/**
 * Creates a hashedrekord through the console (Log → Create's channel) with a new key, the sandbox log's
 * `faults` set first when given. Returns the key's id and the entry's, or the error the console answered.
 */
function createEntry(app: Page, artifactSha256: string, faults: FaultSettings | null = null) {
  return app.evaluate(
    async ({ artifactSha256, faults }) => {
      const verity = window.verity!;
      const key = await verity.keys.generate({ name: 'journal e2e', algorithm: 'ecdsa-p256' });
      if (!key.ok) throw new Error(key.error.message);
      if (faults) {
        const set = await verity.sandbox.setFaults({ service: 'tlog', faults });
        if (!set.ok) throw new Error(set.error.message);
      }
      const created = await verity.log.createHashedRekord({ keyId: key.value.id, artifactSha256 });
      return {
        keyId: key.value.id,
        entryId: created.ok ? created.value.entryId : null,
        error: created.ok ? null : created.error.message,
      };
    },
    { artifactSha256, faults },
  );
}

async function chooseOption(app: Page, testId: string, option: string) {
  await app.getByTestId(testId).click();
  await app.getByRole('option', { name: option, exact: true }).click();
}

test('the Journal lists a created entry with its request and response, verifies whole, exports and filters', async ({
  browser,
}) => {
  // A console of its own: the test counts every record, and the other specs' consoles journal their own work.
  test.setTimeout(120_000);
  const running = await startConsole();
  try {
    await listCreateVerifyExport(await openConsole(browser, running));
  } finally {
    await running.stop();
    await rm(running.dataDir, { recursive: true, force: true });
  }
});

async function listCreateVerifyExport(app: Page) {
  const artifactSha256 = sha256('journal e2e artifact');
  const created = await createEntry(app, artifactSha256);
  expect(created.error).toBeNull();
  // The sandbox log refuses the next one (and any read meanwhile) with a 400.
  const refusal = await createEntry(
    app,
    sha256('refused artifact'),
    everyRequest({ errorRate: 1, errorStatus: 400 }),
  );
  await clearFaults(app);
  expect(refusal.error).not.toBeNull();

  await app.getByTestId('nav-journal').click();
  const rows = app.getByTestId('journal-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the refused one, then the entry the log took.
  await expect(rows.nth(0)).toHaveAttribute('data-outcome', 'failed');
  const ok = rows.nth(1);
  await expect(ok).toHaveAttribute('data-outcome', 'ok');
  await expect(ok).toContainText('create-entry');
  await expect(ok.getByTestId('journal-outcome')).toHaveText('ok');
  const okId = (await ok.getAttribute('data-op-id'))!;

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

  // JSON: the head is signed with the console's journal key, which lives in the vault: locked, it says so.
  await app.getByTestId('journal-export-json').click();
  const refused = app.getByRole('alert').filter({ hasText: 'Could not export the journal' });
  await expect(refused).toContainText('unlock');
  // The journal key, the one to give verity-audit, cannot be read either.
  const journalKey = app.getByTestId('journal-key');
  await expect(journalKey).toContainText('The vault is locked');
  await app.evaluate(async () => {
    const unlocked = await window.verity!.vault.unlock({ passphrase: 'journal e2e passphrase' });
    if (!unlocked.ok) throw new Error(unlocked.error.message);
  });
  // Unlocked: the export document, every record with its chain fields, and the head signed by the console.
  const json = await download(app, 'journal-export-json');
  expect(json.name).toMatch(/^verity-journal-[\dT-]+Z\.json$/);
  const whole = JSON.parse(json.text) as JournalDocument;
  expect(whole.type).toBe('verity-journal');
  expect(whole.records.map((record) => record.seq)).toEqual([1, 2, 3, 4]);
  expect(whole.records.slice(1).map((record) => record.prevHash)).toEqual(
    whole.records.slice(0, -1).map((record) => record.hash),
  );
  expect(whole.head).toEqual({ records: 4, hash: whole.records[3]!.hash });
  expectSignedHead(whole);
  // The key to trust comes from the console, not the file: the same key, saved as a PEM, with its fingerprint.
  await journalKey.getByRole('button', { name: 'Retry' }).click();
  const savedKey = await download(app, 'journal-key-save');
  expect(savedKey.name).toBe('verity-journal.pem');
  expect(savedKey.text).toBe(whole.checkpoint.key.pem);
  const der = createPublicKey(savedKey.text).export({ type: 'spki', format: 'der' });
  await expect(journalKey.getByTestId('journal-key-fingerprint')).toHaveText(
    createHash('sha256').update(der).digest('hex'),
  );

  // CSV: one row per operation, flat columns.
  const csvFile = await download(app, 'journal-export-csv');
  expect(csvFile.name).toMatch(/^verity-journal-[\dT-]+Z\.csv$/);
  const csv = Papa.parse<Record<string, string>>(csvFile.text, { header: true, skipEmptyLines: true });
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
  // Both exports follow the filters; the signed head still covers the whole journal.
  const okOnly = JSON.parse((await download(app, 'journal-export-json')).text) as JournalDocument;
  expect(okOnly.records.map((record) => [record.opId, record.event])).toEqual([
    [okId, 'begin'],
    [okId, 'complete'],
  ]);
  expect(okOnly.head).toEqual(whole.head);
  const okCsv = Papa.parse<Record<string, string>>((await download(app, 'journal-export-csv')).text, {
    header: true,
    skipEmptyLines: true,
  });
  expect(okCsv.data.map((row) => row.id)).toEqual([okId]);
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
}

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

test('an entry whose answer was cut off shows as outcome unknown, and Check asks the log that it landed', async ({
  app,
}) => {
  // On the Journal (the Log page would ask the log too), the sandbox log takes the entry
  // and cuts its answer off halfway: Verity cannot tell whether it landed.
  await app.getByTestId('nav-journal').click();
  await expect(app.getByTestId('page-journal')).toBeVisible();
  const cut = await createEntry(app, sha256('cut off'), everyRequest({ truncateRate: 1 }));
  await clearFaults(app);
  expect(cut.error).not.toBeNull();
  await app.getByTestId('journal-refresh').click();
  const row = app.getByTestId('journal-row').first();
  await expect(row).toHaveAttribute('data-outcome', 'unknown');
  await expect(row.getByTestId('journal-outcome')).toHaveText('outcome unknown');
  await row.getByTestId('journal-check').click();
  await expect(row).toHaveAttribute('data-outcome', 'ok');
  await expect(row.getByTestId('journal-check')).toHaveCount(0);
  await row.click();
  await expect(app.getByTestId('journal-response')).toContainText('checked');
});

test('kill -9 between sending an entry and its outcome: after a restart the Journal shows it as outcome unknown', async ({
  browser,
}) => {
  // Two consoles start, one after the other.
  test.setTimeout(120_000);
  const first = await startConsole();
  const dataDir = first.dataDir;
  let second: ConsoleProcess | null = null;
  try {
    const page = await openConsole(browser, first);
    // On the Journal, which asks the log nothing, the sandbox log holds every request (the creation among them) for
    // a minute: the console dies while it waits.
    await page.getByTestId('nav-journal').click();
    await expect(page.getByTestId('page-journal')).toBeVisible();
    void createEntry(page, sha256('killed in flight'), everyRequest({ latencyMs: 60_000 })).catch(
      () => undefined,
    );
    // Once main has written it down, the list (filtered to pending) shows it.
    const pending = () =>
      page.evaluate(async () => {
        const listed = await window.verity!.journal.list({ outcome: 'pending' });
        return listed.ok ? listed.value.total : -1;
      });
    await expect.poll(pending).toBe(1);
    await page.getByTestId('journal-filter-outcome').click();
    await page.getByRole('option', { name: 'pending', exact: true }).click();
    const sending = page.getByTestId('journal-row');
    await expect(sending).toHaveCount(1);
    await expect(sending.getByTestId('journal-outcome')).toHaveText('pending');
    const opId = (await sending.getAttribute('data-op-id'))!;
    first.kill();
    await page.close();

    second = await startConsole({}, dataDir);
    const again = await openConsole(browser, second);
    await again.getByTestId('nav-journal').click();
    const row = again.locator(`[data-testid="journal-row"][data-op-id="${opId}"]`);
    await expect(row).toHaveAttribute('data-outcome', 'unknown');
    await expect(row.getByTestId('journal-outcome')).toHaveText('outcome unknown');
    await row.click();
    await expect(again.getByTestId('journal-problem')).toContainText('Verity stopped after sending');
    await again.getByTestId('journal-verify').click();
    await expect(again.getByTestId('journal-verdict')).toHaveAttribute('data-ok', 'true');
    await again.close();
  } finally {
    first.kill();
    if (second) await second.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
