import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../support/temp-dir';
import { fixture, runCli, runJson, type JsonFile } from './run-cli';

const PROD = fixture('keys/trusted_root.production.json');
const CHECKPOINT = fixture('checkpoints/sigstore-java.valid.prod-shard1.txt');
const ENTRY = fixture('entries/sigstore-java.jar-entry.prod-shard0.json');
let dir: Awaited<ReturnType<typeof tempDir>>;
let tampered: string;

beforeAll(async () => {
  dir = await tempDir('audit-cli');
  const json = JSON.parse(readFileSync(ENTRY, 'utf8')) as Record<
    string,
    { verification: { inclusionProof: { rootHash: string } } }
  >;
  Object.values(json)[0]!.verification.inclusionProof.rootHash = '00'.repeat(32);
  tampered = join(dir.path, 'tampered-entry.json');
  await writeFile(tampered, JSON.stringify(json));
});
afterAll(() => dir.remove());

describe('exit codes', () => {
  it('0 when every file passes, with one readable block per file', async () => {
    const run = await runCli(['verify', '--trusted-root', PROD, CHECKPOINT, ENTRY]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`${ENTRY} (log-entry)\n  ✓ entry-format`);
    expect(run.stdout).toContain('  ✓ checkpoint-proof      the checkpoint signs size 4163431');
    expect(run.stdout).toContain('tlog: PASS   bundle: SKIPPED   PASS');
    expect(run.stdout).toContain('2 file(s) verified: 2 passed, 0 failed');
  });

  it('1 when any file fails, and the failing check says why', async () => {
    const run = await runCli(['verify', '--trusted-root', PROD, CHECKPOINT, tampered]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/ ✗ checkpoint-proof +the checkpoint signs size 4163431 root 4d006aa4/);
    expect(run.stdout).toContain('tlog: FAIL');
    expect(run.stdout).toContain('2 file(s) verified: 1 passed, 1 failed');
  });

  it('1 with no trust: every checkpoint and SET fails as untrusted, with a hint on stderr', async () => {
    const run = await runCli(['verify', CHECKPOINT]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'verity-audit: no --trusted-root or --key given: nothing is trusted, so every checkpoint and SET fails as untrusted\n',
    );
  });

  it('2 for bad arguments, unreadable inputs and unusable documents, with a one-line reason', async () => {
    const notJson = join(dir.path, 'root.json');
    await writeFile(notJson, '{ nope');
    const notRoot = join(dir.path, 'not-a-root.json');
    await writeFile(notRoot, '{"mediaType":"application/json"}');
    const markdown = join(dir.path, 'notes.md');
    await writeFile(markdown, '# notes\n\ntext\n');
    const cases: [string[], RegExp][] = [
      [['verify', '--bogus', CHECKPOINT], /^verity-audit: Unknown option '--bogus'.*\(see --help\)\n$/],
      [
        ['check', CHECKPOINT],
        /^verity-audit: unknown command "check" \(the command is "verify"\) \(see --help\)\n$/,
      ],
      [['verify'], /^verity-audit: no FILE given to verify \(see --help\)\n$/],
      [['verify', '--jobs', '0', CHECKPOINT], /--jobs must be a whole number from 1 to 999, not "0"/],
      [['verify', '--key-name', 'x', CHECKPOINT], /--key-name must follow the --key it names/],
      [
        ['verify', '--trusted-root', PROD, join(dir.path, 'missing.json')],
        /^verity-audit: cannot read file .*missing\.json: ENOENT\n$/,
      ],
      [
        ['verify', '--trusted-root', join(dir.path, 'nope.json'), CHECKPOINT],
        /^verity-audit: cannot read trusted root .*nope\.json: ENOENT\n$/,
      ],
      [
        ['verify', '--trusted-root', notJson, CHECKPOINT],
        /^verity-audit: trusted root .*root\.json is not JSON/,
      ],
      [
        ['verify', '--trusted-root', notRoot, CHECKPOINT],
        /^verity-audit: trusted root .*not-a-root\.json: not a usable TrustedRoot: mediaType: not a Sigstore TrustedRoot media type\n$/,
      ],
      [
        ['verify', '--key', CHECKPOINT, CHECKPOINT],
        /^verity-audit: key .*: a verifier key is "<name>\+<8 hex key ID>\+<base64 key>"\n$/,
      ],
      [
        ['verify', '--artifact', join(dir.path, 'none'), '--trusted-root', PROD, CHECKPOINT],
        /cannot read artifact .*none: ENOENT/,
      ],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli(args)));
    runs.forEach((run, i) => {
      const [args, stderr] = cases[i]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(stderr);
      // An unreadable FILE is counted as unusable and the others still verified; the rest stop before.
      if (args.at(-1)!.endsWith('missing.json')) {
        expect(run.stdout).toBe(
          '1 file(s) verified: 0 passed, 0 failed, 1 unusable (see the messages above)\n',
        );
      } else expect(run.stdout).toBe('');
    });
    const unusable = await runCli(['verify', '--trusted-root', PROD, CHECKPOINT, markdown]);
    expect(unusable.code).toBe(2);
    expect(unusable.stderr).toMatch(
      /^verity-audit: .*notes\.md: unusable input: neither JSON nor a signed checkpoint;/,
    );
    expect(unusable.stdout).toContain('2 file(s) verified: 1 passed, 0 failed, 1 unusable');
  }, 60_000);

  it('--help prints the usage and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: verity-audit verify \[options\] FILE\.\.\./);
    expect(run.stdout).toContain('Exit status: 0 every file passes');
  });
});

describe('--json output', () => {
  it('has exactly the documented fields', async () => {
    const { run, files } = await runJson([
      '--trusted-root',
      PROD,
      fixture('bundles/sigstore-js.bundleV03-dsse.sigstore.json'),
      tampered,
    ]);
    expect(run.code).toBe(1);
    const all = [...files.values()];
    for (const file of all) {
      expect(Object.keys(file)).toEqual(['file', 'kind', 'tlog', 'weak', 'bundle', 'checks']);
      for (const check of file.checks) expect(Object.keys(check)).toEqual(['name', 'ok', 'detail']);
    }
    expect(all.map((f) => [f.kind, f.tlog, f.bundle])).toEqual([
      ['bundle', 'pass', 'pass'],
      ['log-entry', 'fail', 'skipped'],
    ]);
  });
});

describe('large runs', () => {
  it('spread over worker threads give the same results as one thread', async () => {
    const sources = [
      'bundles/sigstore-java.bundle.v1.sigstore.json',
      'entries/derived.conformance.happy-path-v0.1.logentry.json',
      'checkpoints/sigstore-java.valid.prod-shard1.txt',
    ];
    const files = Array.from({ length: 40 }, (_, i) => fixture(sources[i % sources.length]!));
    const pooled = await runCli(['verify', '--json', '--jobs', '2', '--trusted-root', PROD, ...files]);
    const single = await runCli(['verify', '--json', '--jobs', '1', '--trusted-root', PROD, ...files]);
    expect(pooled.code).toBe(0);
    const parsed = JSON.parse(pooled.stdout) as { files: JsonFile[] };
    expect(parsed.files).toHaveLength(40);
    expect(pooled.stdout).toBe(single.stdout);
  }, 60_000);
});
