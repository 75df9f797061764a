import { join } from 'node:path';
import { expect, test } from './support/fixtures';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'tlog');
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

test.describe.configure({ mode: 'serial' });

test('weak evidence on Audit is "pass (weak)" with its reason, never a signed root, and fails under Strict', async ({
  app,
}) => {
  await app.goto(new URL('#/log/audit', app.url()).toString());
  await app
    .getByTestId('audit-file-input')
    .setInputFiles([
      join(FIXTURES, 'bundles', 'sigstore-js.bundleV01-dsse-no-proof.sigstore.json'),
      join(FIXTURES, 'bundles', 'sigstore-python.Python-3.12.5.tgz.sigstore.json'),
      join(FIXTURES, 'keys', 'trusted_root.production.json'),
    ]);
  const setOnly = app.locator(
    '[data-testid="audit-result"][data-name="sigstore-js.bundleV01-dsse-no-proof.sigstore.json"]',
  );
  const unsignedRoot = app.locator(
    '[data-testid="audit-result"][data-name="sigstore-python.Python-3.12.5.tgz.sigstore.json"]',
  );
  for (const result of [setOnly, unsignedRoot]) {
    const tlog = result.locator('[data-weak]');
    await expect(tlog).toHaveAttribute('data-weak', 'true');
    await expect(tlog).toHaveText('Transparency log: pass (weak)');
  }
  await expect(setOnly.getByTestId('weak-evidence')).toContainText(
    'No inclusion proof, so no signed checkpoint backs the entry',
  );
  await expect(unsignedRoot.getByTestId('weak-evidence')).toContainText(
    'the inclusion proof only reaches an unsigned rootHash',
  );
  // The drawing of a proof to a root nobody signed never calls that root signed.
  const root = unsignedRoot.getByTestId('proof-root');
  await expect(root).toContainText('expected root (unsigned: no checkpoint signs it)');
  await expect(root).not.toContainText('(signed)');
  // Tall enough that nothing scrolls under the sticky header: the card's verdicts and the reason, as shown.
  await app.setViewportSize({ width: 1100, height: 3000 });
  const card = await setOnly.boundingBox();
  const note = await setOnly.getByTestId('weak-evidence').boundingBox();
  if (!card || !note) throw new Error('the weak-evidence card is not on screen');
  await app.screenshot({
    path: join(SCREENSHOTS, 'weak-evidence.png'),
    clip: {
      x: card.x - 8,
      y: card.y - 8,
      width: card.width + 16,
      height: note.y + note.height + 16 - card.y,
    },
  });

  await app.getByTestId('audit-strict').click();
  for (const result of [setOnly, unsignedRoot]) {
    await expect(result).toHaveAttribute('data-outcome', 'fail');
    await expect(result.locator('[data-check="checkpoint-signature"]')).toHaveAttribute('data-ok', 'false');
    await expect(result.locator('[data-check="checkpoint-signature"]')).toContainText(
      'strict mode requires a checkpoint signed by a trusted key',
    );
  }
});

test('before any key is trusted the newest entries are "not trusted yet", never a red fail', async ({
  app,
}) => {
  await app.goto(new URL('#/log/trust', app.url()).toString());
  // Forget every trusted log key (earlier flows pinned the sandbox's).
  const rows = app.getByTestId('trust-log-row');
  // Counted only once the table has loaded: an empty count before that would remove nothing.
  await expect(rows.first().or(app.getByTestId('trust-logs-empty'))).toBeVisible();
  while ((await rows.count()) > 0) {
    const before = await rows.count();
    await rows.first().getByRole('button', { name: 'Remove' }).click();
    await app.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Remove' }).click();
    await expect(rows).toHaveCount(before - 1);
  }
  try {
    await app.goto(new URL('#/log', app.url()).toString());
    await app.getByTestId('log-refresh').click();
    const verdicts = app.getByTestId('newest-row').getByTestId('tlog-verdict');
    await expect(verdicts.first()).toBeVisible();
    for (const verdict of await verdicts.all()) {
      await expect(verdict).toHaveAttribute('data-verdict', 'untrusted');
      await expect(verdict).toHaveText('tlog not trusted yet');
    }
  } finally {
    await app.goto(new URL('#/log/trust', app.url()).toString());
    await app.getByTestId('trust-check-key').click();
    await expect(app.getByTestId('trust-check-status')).toHaveAttribute('data-status', /pinned-now|trusted/);
  }
  // Trusted again: the same rows pass.
  await app.goto(new URL('#/log', app.url()).toString());
  await app.getByTestId('log-refresh').click();
  await expect(app.getByTestId('newest-row').getByTestId('tlog-verdict').first()).toHaveAttribute(
    'data-verdict',
    'pass',
  );
});
