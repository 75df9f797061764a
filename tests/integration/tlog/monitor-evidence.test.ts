// A monitor alert's evidence, end to end: the real sandbox misbehaves (a split view, a tampered proof), the
// monitor raises the alert, its evidence is exported as one file, and verity-audit (the CLI, as CI runs it)
// re-verifies that file offline and reports the same finding.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { runCli, runJson } from '../audit/run-cli';
import { clearFaultsAndAlerts, createSigned, startTlogHarness, type TlogHarness } from './tlog-harness';

interface Alert {
  id: string;
  kind: string;
  message: string;
  acknowledged: boolean;
  hasEvidence: boolean;
}
interface Run {
  result: string;
  events: Array<{ kind: string; alert: Alert | null }>;
}
interface Evidence {
  kind: string;
  key: { pem: string };
  consistencyProof: { hashes: string[] } | null;
}

let h: TlogHarness;
let dir: Awaited<ReturnType<typeof tempDir>>;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const checkNow = () => h.value<Run>('monitor:checkNow', { profileId: 'sandbox' });

beforeAll(async () => {
  h = await startTlogHarness();
  dir = await tempDir('monitor-evidence');
  expect((await checkNow()).result).toBe('ok'); // pins the key, stores the first checkpoints
});
afterAll(async () => {
  await h.close();
  await dir.remove();
});
beforeEach(async () => {
  await clearFaultsAndAlerts(h);
  await createSigned(h, digest(`base ${Date.now()} ${Math.random()}`));
  expect((await checkNow()).result).toBe('ok');
});

/** The run's alert, exported: the file written where the CLI reads it, and the log key it names. */
async function exportAlert(run: Run, name: string) {
  const alert = run.events.find((e) => e.kind === 'alert')?.alert;
  if (!alert) throw new Error('the run raised no alert');
  expect(alert.hasEvidence).toBe(true);
  const exported = await h.value<{ fileName: string; text: string }>('monitor:exportEvidence', {
    id: alert.id,
  });
  const file = join(dir.path, name);
  await writeFile(file, exported.text);
  const evidence = JSON.parse(exported.text) as Evidence;
  const key = join(dir.path, `${name}.pem`);
  // The sandbox's key as the log serves it, not the one the file names: trust comes from outside the evidence.
  const served = await fetch(`${h.sandbox.baseUrl}/api/v1/log/publicKey`);
  await writeFile(key, await served.text());
  return { alert, exported, evidence, file, key };
}

describe('monitor alert evidence, exported and re-verified offline', () => {
  it('a split view: the file re-verifies with verity-audit as a fork', async () => {
    await h.setLogFaults({ forkedTree: { fromIndex: null } });
    const run = await checkNow();
    const { alert, exported, evidence, file, key } = await exportAlert(run, 'fork.json');
    expect(alert.kind).toBe('fork');
    expect(exported.fileName).toMatch(/^verity-alert-fork-tree-\d+-\d{4}-\d\d-\d\d\.json$/);
    expect(evidence.kind).toBe('fork');

    const { run: cli, files } = await runJson(['--key', key, file]);
    expect(cli.code).toBe(1);
    const report = files.get(file)!;
    expect(report).toMatchObject({ kind: 'monitor-alert', tlog: 'fail' });
    const checks = Object.fromEntries(report.checks.map((c) => [`${c.name} ${c.detail.split(':')[0]}`, c]));
    expect(checks['checkpoint-signature trusted checkpoint']?.ok).toBe(true);
    expect(checks['checkpoint-signature served checkpoint']?.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'log-id')?.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'consistency')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(
        /^fork \(split view\): two signed trees of size \d+ have different roots/,
      ),
    });

    // Human output says the same; with no trust given, nothing is established.
    const human = await runCli(['verify', '--key', key, file]);
    expect(human.stdout).toMatch(/✗ consistency +fork \(split view\)/);
    const untrusted = await runJson([file]);
    expect(untrusted.files.get(file)!.checks.find((c) => c.name === 'log-id')?.detail).toMatch(
      /not trusted here: check it is the log's key, then pass it with --key/,
    );
  });

  it('a split view past the trusted size: the log’s own proof shows the fork', async () => {
    const { checkpoints } = await h.value<{ checkpoints: Array<{ size: string }> }>('monitor:history', {
      profileId: 'sandbox',
      limit: 1,
    });
    const trustedSize = Number(checkpoints[0]!.size);
    await h.setLogFaults({ forkedTree: { fromIndex: trustedSize - 2 } });
    await createSigned(h, digest(`past the fork ${Date.now()}`));
    const { alert, evidence, file, key } = await exportAlert(await checkNow(), 'fork-proof.json');
    expect(alert.kind).toBe('fork');
    expect(evidence.consistencyProof?.hashes.length).toBeGreaterThan(0);
    const { files } = await runJson(['--key', key, file]);
    expect(files.get(file)!.checks.find((c) => c.name === 'consistency')?.detail).toMatch(
      /^fork \(split view\): the log's proof reproduces its signed root/,
    );
  });

  it('a tampered consistency proof is an inconsistent proof, not a fork, in the monitor and in the CLI', async () => {
    await h.setLogFaults({ tamperedProofs: { proofs: 'consistency', hashIndex: 0, byteIndex: 0 } });
    await createSigned(h, digest(`after the tamper ${Date.now()}`));
    const run = await checkNow();
    const { alert, evidence, file, key } = await exportAlert(run, 'inconsistent.json');
    expect(alert.kind).toBe('inconsistent');
    expect(run.events.some((e) => e.alert?.kind === 'fork')).toBe(false);
    expect(evidence.kind).toBe('inconsistent');
    const { run: cli, files } = await runJson(['--key', key, file]);
    expect(cli.code).toBe(1);
    expect(files.get(file)!.checks.find((c) => c.name === 'consistency')?.detail).toMatch(
      /^inconsistent proof: .*not by itself evidence of a split view/,
    );
  });
});
