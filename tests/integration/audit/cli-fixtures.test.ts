// Every fixture with a verdict in expected.json, verified through the verity-audit CLI (spawned, --json),
// table-driven from expected.json: one CLI run per (trusted root, artifact) group.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { fixture, FIXTURES, runCli, runJson, type JsonFile } from './run-cli';

interface Expectation {
  file: string;
  kind: string;
  trustedRoot: string | null;
  expect: {
    tlog?: Record<string, boolean | null>;
    tlogOverall?: string;
    fullBundle?: string;
    overall?: string;
  };
  inputs?: { artifact?: string };
}

const expected = JSON.parse(readFileSync(`${FIXTURES}expected.json`, 'utf8')) as { files: Expectation[] };

/** expected.json's names for the tlog checks → Verity's check names. */
const CHECK_NAMES: Record<string, string> = {
  signedEntryTimestamp: 'set',
  inclusionProof: 'inclusion',
  checkpointSignature: 'checkpoint-signature',
  checkpointMatchesProof: 'checkpoint-proof',
  uuidMatchesLeafHash: 'leaf-hash',
};

/**
 * This bundle's RFC 3161 time-stamps come from sigstore-python's local test TSA ("O=local, CN=Test TSA"),
 * which the staging TrustedRoot that expected.json names does not contain. expected.json's "pass" is
 * sigstore-python's verdict, which sets unverifiable time-stamps aside when the log dates the signature:
 * the CLI's default. With --strict-timestamps (sigstore-js's rule) the bundle fails.
 */
const TSA_BUNDLE = 'bundles/sigstore-python.tsa.bundle.txt.sigstore.json';

const verifiable = expected.files.filter((f) =>
  ['bundle', 'logentry', 'checkpoint', 'loginfo'].includes(f.kind),
);
const artifactOf = (f: Expectation) => f.inputs?.artifact?.split(' ')[0] ?? null;
const groups = new Map<string, Expectation[]>();
for (const file of verifiable) {
  const key = `${file.trustedRoot}|${artifactOf(file) ?? ''}`;
  groups.set(key, [...(groups.get(key) ?? []), file]);
}

describe('verity-audit over every fixture in expected.json', () => {
  const results = new Map<string, JsonFile>();

  beforeAll(async () => {
    await Promise.all(
      [...groups.values()].map(async (files) => {
        const artifact = artifactOf(files[0]!);
        const args = [
          '--trusted-root',
          fixture(files[0]!.trustedRoot!),
          ...(artifact ? ['--artifact', fixture(artifact)] : []),
        ];
        const { files: out } = await runJson([...args, ...files.map((f) => fixture(f.file))]);
        for (const f of files) results.set(f.file, out.get(fixture(f.file))!);
      }),
    );
  }, 120_000);

  it('covers every bundle, LogEntry, checkpoint and LogInfo fixture', () => {
    expect(verifiable.length).toBeGreaterThanOrEqual(32);
    expect(results.size).toBe(verifiable.length);
  });

  for (const file of verifiable) {
    it(`${file.file}: ${file.expect.tlogOverall ?? file.expect.overall}`, () => {
      const result = results.get(file.file)!;
      expect(result, 'reported').toBeDefined();
      const overall = file.expect.tlogOverall ?? file.expect.overall!;
      expect(result.tlog).toBe(overall.startsWith('pass') || overall === 'verify' ? 'pass' : 'fail');
      for (const [name, ok] of Object.entries(file.expect.tlog ?? {})) {
        const check = result.checks.find((c) => c.name === CHECK_NAMES[name]);
        expect(check?.ok, `${CHECK_NAMES[name]}: ${check?.detail}`).toBe(ok);
      }
      if (file.kind === 'bundle') {
        const full = file.expect.fullBundle ?? '';
        if (full === 'pass') expect(result.bundle).toBe('pass');
        else expect(result.bundle).not.toBe('skipped');
      } else {
        expect(result.bundle).toBe('skipped');
      }
      if (overall.startsWith('pass (SET only')) {
        expect(result.checks.find((c) => c.name === 'inclusion')!.detail).toBe(
          'no inclusion proof: SET (inclusion promise) only',
        );
      }
    });
  }
});

describe('verity-audit over the Merkle vectors and signed notes', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir('audit-vectors');
  });
  afterAll(() => dir.remove());

  it('every inclusion and consistency vector verifies as a Verity proof file', async () => {
    const files: string[] = [];
    const vectorFiles = expected.files.filter(
      (f) => f.kind === 'inclusion_vectors' || f.kind === 'consistency_vectors',
    );
    for (const entry of vectorFiles) {
      const json = JSON.parse(readFileSync(fixture(entry.file), 'utf8')) as {
        vectors?: Record<string, unknown>[];
      } & Record<string, unknown>;
      const type = entry.kind === 'inclusion_vectors' ? 'inclusion' : 'consistency';
      for (const [i, vector] of (json.vectors ?? [json]).entries()) {
        const path = join(dir.path, `${entry.file.replace(/[/.]/g, '_')}-${i}.json`);
        await writeFile(path, JSON.stringify({ type, ...vector, proof: vector.proof ?? [] }));
        files.push(path);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    const { run, files: out } = await runJson(files);
    expect(run.stderr).toContain('nothing is trusted');
    expect(run.code).toBe(0);
    for (const path of files) {
      expect(out.get(path)?.tlog, `${path}: ${JSON.stringify(out.get(path)?.checks)}`).toBe('pass');
    }
  }, 60_000);

  it('the two real same-size checkpoints verify (their empty consistency proof is among the vectors above)', async () => {
    const same = JSON.parse(
      readFileSync(fixture('merkle/real-same-size-checkpoints.json'), 'utf8'),
    ) as Record<string, string>;
    const paths = [join(dir.path, 'one.checkpoint'), join(dir.path, 'two.checkpoint')];
    await writeFile(paths[0]!, same.checkpoint1!);
    await writeFile(paths[1]!, same.checkpoint2!);
    const { run, files } = await runJson([
      '--trusted-root',
      fixture('keys/trusted_root.production.json'),
      ...paths,
    ]);
    expect(run.code).toBe(0);
    expect(paths.map((p) => files.get(p)!.tlog)).toEqual(['pass', 'pass']);
  });

  it('the C2SP signed-note example verifies with its verifier key', async () => {
    const vector = JSON.parse(
      readFileSync(fixture('checkpoints/c2sp.signed-note-ed25519-example.json'), 'utf8'),
    ) as Record<string, string>;
    const note = join(dir.path, 'c2sp.note');
    const vkey = join(dir.path, 'c2sp.vkey');
    await writeFile(note, vector.signedNote!);
    await writeFile(vkey, vector.verifierKey!);
    const { run, files } = await runJson(['--key', vkey, note]);
    expect(run.code).toBe(0);
    expect(files.get(note)!.checks[1]).toEqual({
      name: 'checkpoint-signature',
      ok: true,
      detail: 'signed by "example.com/foo" (key ID 530d903a)',
    });
  });

  it('the Rekor v2 key as PEM needs its name, and then verifies the v2 bundle', async () => {
    const bundle = fixture('bundles/sigstore-java.bundle.dsse.rekor-v2.sigstore.json');
    const withName = await runCli([
      'verify',
      '--key',
      fixture('keys/log2025-1.rekor.sigstore.dev.pem'),
      '--key-name',
      'log2025-1.rekor.sigstore.dev',
      '--json',
      bundle,
    ]);
    const tlog = (JSON.parse(withName.stdout) as { files: JsonFile[] }).files[0]!;
    expect(tlog.tlog).toBe('pass');
    const withoutName = await runCli([
      'verify',
      '--key',
      fixture('keys/log2025-1.rekor.sigstore.dev.pem'),
      bundle,
    ]);
    expect(withoutName.code).toBe(2);
    expect(withoutName.stderr).toContain('needs its name');
  });
});

describe('--strict-timestamps', () => {
  it('fails the bundle whose time-stamps come from a TSA the trusted root does not hold, saying why', async () => {
    const entry = expected.files.find((f) => f.file === TSA_BUNDLE)!;
    const artifact = artifactOf(entry)!;
    const args = [
      '--trusted-root',
      fixture(entry.trustedRoot!),
      '--artifact',
      fixture(artifact),
      fixture(TSA_BUNDLE),
    ];
    const lenient = (await runJson(args)).files.get(fixture(TSA_BUNDLE))!;
    const strict = (await runJson(['--strict-timestamps', ...args])).files.get(fixture(TSA_BUNDLE))!;
    expect(lenient.bundle).toBe('pass');
    expect(lenient.checks.find((c) => c.name === 'timestamp')).toMatchObject({ ok: null });
    expect(strict.bundle).toBe('fail');
    expect(strict.checks.find((c) => c.name === 'timestamp')?.detail).toMatch(/time-stamp 1: FAILED/);
  });
});
