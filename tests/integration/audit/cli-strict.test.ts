import { describe, expect, it } from 'vitest';
import { fixture, runCli, runJson } from './run-cli';

const PROD = fixture('keys/trusted_root.production.json');
const SET_ONLY = fixture('bundles/sigstore-js.bundleV01-dsse-no-proof.sigstore.json');
const UNSIGNED_ROOT = fixture('bundles/sigstore-python.Python-3.12.5.tgz.sigstore.json');
const SIGNED = fixture('bundles/sigstore-js.bundleV03-dsse.sigstore.json');

describe('weak evidence and --strict', () => {
  it('a SET alone or a proof to an unsigned root is "pass (weak: …)", and exit 0 without --strict', async () => {
    const run = await runCli(['verify', '--trusted-root', PROD, '--tlog-only', SET_ONLY, UNSIGNED_ROOT]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'tlog: PASS (weak: no inclusion proof, so no signed checkpoint backs the entry)',
    );
    expect(run.stdout).toContain(
      'tlog: PASS (weak: no checkpoint: the inclusion proof only reaches an unsigned rootHash)',
    );
  });

  it('--strict fails them at checkpoint-signature (exit 1) and leaves a signed checkpoint passing', async () => {
    const { run, files } = await runJson([
      '--strict',
      '--trusted-root',
      PROD,
      '--tlog-only',
      SET_ONLY,
      UNSIGNED_ROOT,
      SIGNED,
    ]);
    expect(run.code).toBe(1);
    for (const file of [SET_ONLY, UNSIGNED_ROOT]) {
      expect(files.get(file)).toMatchObject({ tlog: 'fail', weak: null });
      expect(files.get(file)!.checks.find((c) => c.name === 'checkpoint-signature')).toMatchObject({
        ok: false,
        detail: expect.stringContaining('strict mode requires a checkpoint signed by a trusted key'),
      });
    }
    expect(files.get(SIGNED)).toMatchObject({ tlog: 'pass', weak: null });
  });

  it('--strict reaches the worker threads of a large run', async () => {
    const many = Array.from({ length: 40 }, () => SET_ONLY);
    const run = await runCli([
      'verify',
      '--strict',
      '--jobs',
      '2',
      '--trusted-root',
      PROD,
      '--json',
      ...many,
    ]);
    expect(run.code).toBe(1);
    const { files } = JSON.parse(run.stdout) as { files: { tlog: string }[] };
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.tlog === 'fail')).toBe(true);
  });
});
