import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal } from '../../../../../src-main/services/journal/journal';
import { createJournalExport } from '../../../../../src-main/services/journal/journal-export';
import { createSigningKeys } from '../../../../../src-main/services/keys/signing-keys';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { memoryBackend } from '../../../../../src-main/services/vault/secret-backend';
import { createVault } from '../../../../../src-main/services/vault/vault';
import { auditDocument } from '../../../../../src-main/verification/audit/audit-document';
import { trustedKeyFromPem } from '../../../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import type { JournalExport } from '../../../../../src-shared/contract/schemas/journal';
import { VerificationReport } from '../../../../../src-shared/contract/schemas/verification';
import { tempDir } from '../../../../support/temp-dir';
import { contextOf } from '../../../../support/tlog-verification';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let whole: JournalExport;
let filtered: JournalExport;

// Three operations from a real journal (records 1 to 5: begin, complete, begin, complete, begin), exported.
beforeAll(async () => {
  dir = await tempDir('journal-audit');
  db = openDatabase(`${dir.path}/verity.db`);
  const journal = createJournal({ db });
  const keys = createSigningKeys({ db, vault: await createVault({ backend: memoryBackend() }) });
  const op = (kind: string) => ({
    profileId: 'sandbox',
    service: 'tlog' as const,
    kind,
    target: 'http://127.0.0.1:1/api/v1/log/entries',
    request: { kind },
  });
  const a = journal.begin(op('create-entry'));
  journal.complete(a, 'ok', { status: 201 });
  const b = journal.begin(op('other'));
  journal.complete(b, 'failed', { code: 'UPSTREAM' });
  journal.begin(op('create-entry'));
  const exportJournal = createJournalExport({ journal, keys });
  whole = await exportJournal({});
  filtered = await exportJournal({ kind: 'create-entry' });
});
afterAll(async () => {
  db.close();
  await dir.remove();
});

const trustedContext = () =>
  contextOf({
    ...EMPTY_TRUST,
    tlogs: [trustedKeyFromPem(whole.checkpoint.key.pem, { name: null, source: 'pem' })],
  });

async function audit(file: unknown, context = trustedContext()) {
  return VerificationReport.parse(await auditDocument(JSON.stringify(file), { context }));
}
const checkOf = (report: VerificationReport, name: string) => report.checks.find((c) => c.name === name);
const copy = (file: JournalExport): JournalExport => structuredClone(file);

describe('exported journal, re-verified offline', () => {
  it('passes with the journal key given as trust: signed head, chain whole to it', async () => {
    const report = await audit(whole);
    expect(report).toMatchObject({ kind: 'journal', tlog: 'pass', weak: null, bundle: 'skipped' });
    expect(report.checks.every((c) => c.ok === true)).toBe(true);
    expect(checkOf(report, 'journal-chain')?.detail).toMatch(/all 5 record\(s\) are chained in order/);
    expect(report.subject).toContainEqual(['records', '5']);
  });

  it('says the head is unsigned or untrusted when no key is given, never trusting the key in the file', async () => {
    const report = await audit(whole, contextOf(EMPTY_TRUST));
    expect(report.tlog).toBe('fail');
    expect(checkOf(report, 'checkpoint-signature')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/unsigned or untrusted: no trusted log keys were given/),
    });
    expect(checkOf(report, 'log-id')?.detail).toMatch(/not trusted here: .* pass it with --key/);
  });

  it('names an edited record', async () => {
    const file = copy(whole);
    file.records[2]!.target = 'http://elsewhere.example/';
    expect(checkOf(await audit(file), 'journal-chain')).toEqual(
      expect.objectContaining({
        ok: false,
        detail: expect.stringMatching(/^Record 3 \(operation .*\) was edited/),
      }),
    );
  });

  it('names a removed record, in the middle or at the end', async () => {
    const middle = copy(whole);
    middle.records.splice(1, 1);
    expect(checkOf(await audit(middle), 'journal-chain')?.detail).toMatch(/^Record 2 was removed/);
    const newest = copy(whole);
    newest.records.pop();
    newest.head = { records: 4, hash: newest.records[3]!.hash };
    const report = await audit(newest);
    expect(checkOf(report, 'checkpoint-proof')?.ok).toBe(false);
    expect(checkOf(report, 'journal-chain')?.detail).toMatch(
      /^Record 5 was removed: the signed head counts 5 records and the file holds 4/,
    );
  });

  it('names a reordered record, moved in the file or renumbered', async () => {
    const moved = copy(whole);
    moved.records.splice(1, 2, moved.records[2]!, moved.records[1]!);
    expect(checkOf(await audit(moved), 'journal-chain')?.detail).toMatch(
      /^Record 2 \(operation .*\) is out of order: it stands after record 3 in the file/,
    );
    const renumbered = copy(moved);
    renumbered.records[1]!.seq = 2;
    renumbered.records[2]!.seq = 3;
    expect(checkOf(await audit(renumbered), 'journal-chain')?.detail).toMatch(
      /^Record 2 \(operation .*\) is out of order: it was written after the record now at position 3/,
    );
  });

  it('checks a filtered export record by record, and says what it cannot check', async () => {
    expect(filtered.records.map((r) => r.seq)).toEqual([1, 2, 5]);
    const report = await audit(filtered);
    expect(report.tlog).toBe('pass');
    expect(checkOf(report, 'journal-chain')?.detail).toMatch(
      /records the filters left out cannot be told from removed ones \(of 5 in the journal\)/,
    );
    const edited = copy(filtered);
    edited.records[2]!.request = { kind: 'edited' };
    expect(checkOf(await audit(edited), 'journal-chain')?.detail).toMatch(/^Record 5 .* was edited/);
  });

  it('reports a file that is not a journal export as such', async () => {
    const file = { ...copy(whole), records: 'none' };
    expect(checkOf(await audit(file), 'entry-format')?.detail).toMatch(
      /^not a Verity journal export: records/,
    );
  });
});
