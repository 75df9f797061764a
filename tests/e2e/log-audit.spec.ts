// The Audit page on screen, through the headless host in Chromium: the signer identity policy (as
// verity-audit --identity/--issuer), and a dropped folder verified whole: same-named files in different
// folders, a TrustedRoot deep inside it, unusable files listed with why, and each bundle's decoded entry
// body and signing certificate a click away.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../support/temp-dir';
import { expect, test } from './support/fixtures';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'tlog');
const PROD_ROOT = join(FIXTURES, 'keys', 'trusted_root.production.json');
// Real production bundles: a GitHub Actions workflow identity, and an e-mail identity from Google.
const CONFORMANCE = join(FIXTURES, 'bundles', 'conformance.happy-path-v0.3.sigstore.json');
const JAVA = join(FIXTURES, 'bundles', 'sigstore-java.bundle.v3.sigstore.json');
const WORKFLOW =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const GITHUB_ACTIONS = 'https://token.actions.githubusercontent.com';

const result = (name: string) => `[data-testid="audit-result"][data-name="${name}"]`;

test('the signer identity policy fails a bundle from another signer, naming both identities, and passes a match', async ({
  app,
}) => {
  await app.goto(new URL('#/log/audit', app.url()).toString());
  const identity = app.getByTestId('audit-policy-identities');
  await identity.fill(WORKFLOW);
  await identity.press('Enter');
  const issuer = app.getByTestId('audit-policy-issuers');
  await issuer.fill(GITHUB_ACTIONS);
  await issuer.press('Enter');
  await app.getByTestId('audit-file-input').setInputFiles([PROD_ROOT, CONFORMANCE, JAVA]);

  const matching = app.locator(result('conformance.happy-path-v0.3.sigstore.json'));
  const other = app.locator(result('sigstore-java.bundle.v3.sigstore.json'));
  await expect(matching).toHaveAttribute('data-outcome', 'pass');
  await expect(matching.locator('[data-check="signer-identity"]')).toHaveAttribute('data-ok', 'true');
  await expect(other).toHaveAttribute('data-outcome', 'fail');
  const check = other.locator('[data-check="signer-identity"]');
  await expect(check).toHaveAttribute('data-ok', 'false');
  await expect(check).toContainText(
    `the certificate's identity is "appu@google.com" from issuer "https://accounts.google.com", but the identity must be "${WORKFLOW}" and the issuer must be "${GITHUB_ACTIONS}"`,
  );
  // Everything else about the other bundle holds: only who signed it fails.
  await expect(other.locator('[data-check="signature"]')).toHaveAttribute('data-ok', 'true');

  // The other signer's identity, by pattern: now that bundle passes and the first one fails.
  // Backspace in an empty field removes its last value, as in any tags field.
  await identity.press('Backspace');
  await issuer.press('Backspace');
  const identityPattern = app.getByTestId('audit-policy-identityRegexps');
  await identityPattern.fill('^appu@google\\.com$');
  await identityPattern.press('Enter');
  await expect(other).toHaveAttribute('data-outcome', 'pass');
  await expect(other.locator('[data-check="signer-identity"]')).toContainText('identity "appu@google.com"');
  await expect(matching).toHaveAttribute('data-outcome', 'fail');
});

test('a dropped folder is verified whole: same names apart, a TrustedRoot deep inside, unusable files with why', async ({
  app,
}) => {
  const dir = await tempDir('audit-folder');
  try {
    const release = join(dir.path, 'release');
    for (const sub of ['linux', 'mac', join('trust', 'sigstore'), 'notes']) {
      await mkdir(join(release, sub), { recursive: true });
    }
    await copyFile(CONFORMANCE, join(release, 'linux', 'app.sigstore.json'));
    await copyFile(JAVA, join(release, 'mac', 'app.sigstore.json'));
    await copyFile(PROD_ROOT, join(release, 'trust', 'sigstore', 'trusted_root.json'));
    await writeFile(join(release, 'notes', 'README.txt'), 'Release notes, not evidence.\n');
    await writeFile(join(release, 'empty.json'), '');

    await app.goto(new URL('#/log/audit', app.url()).toString());
    await app.getByTestId('audit-folder-input').setInputFiles(release);

    const results = app.getByTestId('audit-result');
    await expect(results).toHaveCount(4);
    await expect(app.getByTestId('audit-running')).toHaveCount(0);
    const summary = app.getByTestId('audit-summary');
    await expect(summary).toHaveAttribute('data-pass', '2');
    await expect(summary).toHaveAttribute('data-unusable', '2');
    // The TrustedRoot two folders down is the trust both bundles were verified with.
    await expect(summary).toContainText('TrustedRoot release/trust/sigstore/trusted_root.json (input file)');
    for (const name of ['release/linux/app.sigstore.json', 'release/mac/app.sigstore.json']) {
      await expect(app.locator(result(name))).toHaveAttribute('data-outcome', 'pass');
    }
    await expect(
      app.locator(result('release/notes/README.txt')).getByTestId('audit-result-error'),
    ).toContainText('neither JSON nor a signed checkpoint');
    await expect(app.locator(result('release/empty.json')).getByTestId('audit-result-error')).toContainText(
      'The file is empty.',
    );

    // From the row: the entry body decoded and the signing certificate, as the entry page shows them.
    const linux = app.locator(result('release/linux/app.sigstore.json'));
    await linux.getByTestId('audit-detail-toggle').click();
    const detail = linux.getByTestId('audit-detail');
    await expect(detail.getByTestId('entry-body')).toContainText('Body · hashedrekord 0.0.1');
    const certificate = detail.getByTestId('entry-certificate').first();
    await expect(certificate).toContainText('Signing certificate');
    await expect(certificate).toContainText(WORKFLOW);
    await expect(certificate.getByTestId('certificate-fulcio')).toContainText(GITHUB_ACTIONS);
    await expect(certificate).toContainText('→'); // validity: not before → not after
    // The other app.sigstore.json is its own file with its own signer.
    const mac = app.locator(result('release/mac/app.sigstore.json'));
    await mac.getByTestId('audit-detail-toggle').click();
    await expect(mac.getByTestId('entry-certificate').first()).toContainText('appu@google.com');
  } finally {
    await dir.remove();
  }
});
