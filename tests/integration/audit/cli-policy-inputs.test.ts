// verity-audit's signer-identity policy (--identity/--issuer and their -regexp forms), its artifact folders and
// NAME=FILE pairs, and its inputs (folders, --files-from lists and stdin), run in-process on real bundles.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../apps/audit/cli';
import { tempDir } from '../../support/temp-dir';
import { fixture, type JsonFile } from './run-cli';

const PROD = fixture('keys/trusted_root.production.json');
// Real production bundles: a GitHub Actions workflow identity, and an e-mail identity from Google.
const CONFORMANCE = fixture('bundles/conformance.happy-path-v0.3.sigstore.json');
const CONFORMANCE_ARTIFACT = fixture('bundles/conformance.a.txt');
const WORKFLOW =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const GITHUB_ACTIONS = 'https://token.actions.githubusercontent.com';
const JAVA = fixture('bundles/sigstore-java.bundle.v3.sigstore.json');
const JAVA_ARTIFACT = fixture('bundles/sigstore-java.artifact.txt');

async function run(args: string[], stdin = '') {
  let out = '';
  let err = '';
  const code = await main(args, {
    out: (text) => (out += `${text}\n`),
    err: (line) => (err += `${line}\n`),
    readStdin: async () => Buffer.from(stdin),
  });
  return { code, out, err };
}

async function runJson(args: string[], stdin = '') {
  const result = await run(['verify', '--json', '--trusted-root', PROD, ...args], stdin);
  const files = (JSON.parse(result.out) as { files: JsonFile[] }).files;
  return { ...result, files };
}

const check = (file: JsonFile | undefined, name: string) => file?.checks.find((c) => c.name === name);

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir('audit-policy');
});
afterAll(() => dir.remove());

describe('signer identity policy', () => {
  it('passes a bundle whose SAN and Fulcio issuer match, exactly or by regular expression', async () => {
    const exact = await runJson(['--identity', WORKFLOW, '--issuer', GITHUB_ACTIONS, CONFORMANCE]);
    expect(exact.code).toBe(0);
    expect(check(exact.files[0], 'signer-identity')).toEqual({
      name: 'signer-identity',
      ok: true,
      detail: `identity "${WORKFLOW}" is "${WORKFLOW}"; issuer "${GITHUB_ACTIONS}" is "${GITHUB_ACTIONS}"`,
    });
    const patterns = await runJson([
      '--identity-regexp',
      '^https://github\\.com/sigstore-conformance/',
      '--issuer-regexp',
      '^https://token\\.actions\\.githubusercontent\\.com$',
      '--identity',
      'someone@example.com', // repeatable: any one of them
      JAVA,
      CONFORMANCE,
    ]);
    expect(patterns.files.map((file) => file.bundle)).toEqual(['fail', 'pass']);
  });

  it('fails a bundle from another signer, naming what the certificate has and what was required', async () => {
    const { code, files } = await runJson(['--identity', WORKFLOW, '--issuer', GITHUB_ACTIONS, JAVA]);
    expect(code).toBe(1);
    expect(files[0]!.tlog).toBe('pass');
    expect(files[0]!.bundle).toBe('fail');
    expect(check(files[0], 'signer-identity')).toEqual({
      name: 'signer-identity',
      ok: false,
      detail: `the certificate's identity is "appu@google.com" from issuer "https://accounts.google.com", but the identity must be "${WORKFLOW}" and the issuer must be "${GITHUB_ACTIONS}": this bundle was not signed by a required signer`,
    });
    const issuerOnly = await runJson(['--issuer', 'https://accounts.google.com', CONFORMANCE]);
    expect(check(issuerOnly.files[0], 'signer-identity')?.detail).toContain(
      `from issuer "${GITHUB_ACTIONS}", but the issuer must be "https://accounts.google.com"`,
    );
  });

  it('rejects an invalid pattern and a policy with --tlog-only as usage errors', async () => {
    const bad = await run(['verify', '--identity-regexp', '(', JAVA]);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('--identity-regexp "(": not a valid regular expression (see --help)\n');
    const tlogOnly = await run(['verify', '--tlog-only', '--issuer', GITHUB_ACTIONS, JAVA]);
    expect(tlogOnly.code).toBe(2);
    expect(tlogOnly.err).toMatch(/--tlog-only does not check/);
  });
});

describe('artifacts for many bundles', () => {
  it('pairs NAME=FILE with the bundle, by path or file name', async () => {
    const { code, files } = await runJson([
      '--artifact',
      `${CONFORMANCE}=${CONFORMANCE_ARTIFACT}`,
      '--artifact',
      `sigstore-java.bundle.v3.sigstore.json=${JAVA_ARTIFACT}`,
      CONFORMANCE,
      JAVA,
    ]);
    expect(code).toBe(0);
    expect(files.map((file) => check(file, 'artifact')?.ok)).toEqual([true, true]);
  });

  it('finds X beside X.sigstore.json in a folder, fails a bundle with none, and does not audit the artifacts', async () => {
    const release = join(dir.path, 'release');
    await mkdir(release);
    await copyFile(CONFORMANCE, join(release, 'a.txt.sigstore.json'));
    await copyFile(CONFORMANCE_ARTIFACT, join(release, 'a.txt'));
    await copyFile(JAVA, join(release, 'tool.jar.sigstore.json')); // its artifact is not in the folder
    const { code, out, err } = await run(['verify', '--trusted-root', PROD, '--artifact', release, release]);
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(out).toMatch(/a\.txt\.sigstore\.json \(bundle\)\n(.*\n)*? {2}✓ artifact +SHA-256 of the artifact/);
    expect(out).toContain(
      `✗ artifact              no artifact found for this bundle: there is no ${join(release, 'tool.jar')}, and no --artifact NAME=FILE names it; give --artifact tool.jar.sigstore.json=FILE`,
    );
    expect(out).toContain(
      '2 file(s) verified: 1 passed, 1 failed\n1 file(s) of the folders given are artifacts of the bundles, not evidence: not verified on their own',
    );
  });
});

describe('inputs: folders, --files-from and stdin', () => {
  it('walks folders recursively and counts what is not evidence as unusable', async () => {
    const evidence = join(dir.path, 'evidence');
    await mkdir(join(evidence, 'nested', 'deeper'), { recursive: true });
    await copyFile(JAVA, join(evidence, 'nested', 'deeper', 'java.json'));
    await copyFile(CONFORMANCE, join(evidence, 'conformance.json'));
    await writeFile(join(evidence, 'nested', 'notes.md'), '# not evidence\n');
    const { code, out, err } = await run(['verify', '--trusted-root', PROD, evidence]);
    expect(code).toBe(2);
    expect(err).toMatch(/^.*nested\/notes\.md: unusable input: neither JSON nor a signed checkpoint/);
    expect(out.indexOf('conformance.json (bundle)')).toBeLessThan(out.indexOf('deeper/java.json (bundle)'));
    expect(out).toContain('3 file(s) verified: 2 passed, 0 failed, 1 unusable (see the messages above)');
  });

  it('reads NUL- or newline-separated paths from stdin or a list file, with FILE arguments', async () => {
    const fromStdin = await runJson(['--files-from', '-'], `${CONFORMANCE}\0${JAVA}\0`);
    expect(fromStdin.files.map((file) => file.file)).toEqual([CONFORMANCE, JAVA]);
    const list = join(dir.path, 'list.txt');
    await writeFile(list, `${JAVA}\r\n\r\n${join(dir.path, 'gone.json')}\n`);
    const fromList = await runJson(['--files-from', list, CONFORMANCE]);
    expect(fromList.files.map((file) => file.file)).toEqual([CONFORMANCE, JAVA]);
    expect(fromList.code).toBe(2);
    expect(fromList.err).toBe(`cannot read file ${join(dir.path, 'gone.json')}: ENOENT\n`);
  });
});
