// An exported journal, end to end: log entries created through the console against the real sandbox are
// journaled, the journal is exported (records and the signed head) as one file, and verity-audit (the CLI,
// as CI runs it) verifies it with the journal key given as trust, and names what was tampered with.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalExport, JournalPublicKey } from '../../../src-shared/contract/schemas/journal';
import { tempDir } from '../../support/temp-dir';
import { runCli, runJson } from '../audit/run-cli';
import { createSigned, startTlogHarness, type TlogHarness } from './tlog-harness';

let h: TlogHarness;
let dir: Awaited<ReturnType<typeof tempDir>>;
let exported: JournalExport;
let key: string;

beforeAll(async () => {
  h = await startTlogHarness();
  dir = await tempDir('journal-audit-it');
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  await createSigned(h, digest('first'));
  await createSigned(h, digest('second'));
  await createSigned(h, digest('third'));
  exported = await h.value<JournalExport>('journal:export', {});
  // The journal key as the person trusts it: saved from the console's Journal page (not from the export),
  // passed with --key.
  key = join(dir.path, 'journal.pem');
  await writeFile(key, (await h.value<JournalPublicKey>('journal:publicKey', {})).pem);
});
afterAll(async () => {
  await h.close();
  await dir.remove();
});

async function audit(name: string, file: JournalExport, trust = ['--key', key]) {
  const path = join(dir.path, name);
  await writeFile(path, JSON.stringify(file, null, 2));
  const { run, files } = await runJson([...trust, path]);
  return { code: run.code, report: files.get(path)! };
}
const chain = (report: { checks: Array<{ name: string; ok: boolean | null; detail: string }> }) =>
  report.checks.find((c) => c.name === 'journal-chain');

describe('exported journal, verified by verity-audit', () => {
  it('passes as exported, with the journal key given', async () => {
    expect(exported.records).toHaveLength(6);
    const { code, report } = await audit('journal.json', exported);
    expect(code).toBe(0);
    expect(report).toMatchObject({ kind: 'journal', tlog: 'pass', weak: null });
    expect(report.checks.map((c) => c.ok)).toEqual([true, true, true, true, true]);
    const human = await runCli(['verify', '--key', key, join(dir.path, 'journal.json')]);
    expect(human.stdout).toMatch(/✓ journal-chain +all 6 record\(s\) are chained in order/);
  });

  it('answers the key the export is signed with, named by its key ID and fingerprint', async () => {
    const answered = await h.value<JournalPublicKey>('journal:publicKey', {});
    expect(answered.pem).toBe(exported.checkpoint.key.pem);
    expect(answered.name).toBe(exported.checkpoint.key.name);
    expect(answered.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(answered.keyId).toBe(answered.fingerprint.slice(0, 8));
    // The signature line is "— <name> <base64(key ID ‖ signature)>".
    const line = exported.checkpoint.note.split('\n').find((l) => l.startsWith('— '))!;
    const signed = Buffer.from(line.split(' ')[2]!, 'base64');
    expect(signed.subarray(0, 4).toString('hex')).toBe(answered.keyId);
  });

  it('fails as unsigned or untrusted without a key', async () => {
    const { code, report } = await audit('untrusted.json', exported, []);
    expect(code).toBe(1);
    expect(report.checks.find((c) => c.name === 'checkpoint-signature')?.detail).toMatch(
      /unsigned or untrusted/,
    );
  });

  it('names an edited record', async () => {
    const file = structuredClone(exported);
    file.records[3]!.response = { ...(file.records[3]!.response as object), status: 409 };
    const { code, report } = await audit('edited.json', file);
    expect(code).toBe(1);
    expect(chain(report)?.detail).toMatch(
      new RegExp(`^Record 4 \\(operation ${file.records[3]!.opId}\\) was edited`),
    );
  });

  it('names a removed record', async () => {
    const file = structuredClone(exported);
    file.records.splice(2, 1);
    const { code, report } = await audit('removed.json', file);
    expect(code).toBe(1);
    expect(chain(report)?.detail).toMatch(
      /^Record 3 was removed: record 4 follows a record that is no longer there/,
    );
  });

  it('names a reordered record', async () => {
    const file = structuredClone(exported);
    file.records.reverse();
    const { code, report } = await audit('reordered.json', file);
    expect(code).toBe(1);
    expect(chain(report)?.detail).toMatch(
      /^Record 5 \(operation .*\) is out of order: it stands after record 6/,
    );
  });
});
