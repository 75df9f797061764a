import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { acknowledgeAllAlerts, pinSandboxKey, raiseForkAlert } from './support/log-steps';
import { sandboxOf } from './support/sandbox-control';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'tlog');

/** An e-mail that signed something in the sandbox log, read from the newest entries' certificates. */
async function someSignerEmail(app: Page): Promise<string> {
  return app.evaluate(async () => {
    let before: string | undefined;
    for (let page = 0; page < 10; page++) {
      const result = await window.verity!.log.browse({ count: 50, ...(before ? { before } : {}) });
      if (!result.ok) throw new Error(result.error.message);
      for (const summary of result.value.entries) {
        // The list carries summaries; the entry itself holds the decoded certificates.
        const entry = await window.verity!.log.getEntry({ entryId: summary.entryId });
        if (!entry.ok) throw new Error(entry.error.message);
        for (const certificate of entry.value.decoded.certificates) {
          const email = certificate.sans.find((san) => san.type.toLowerCase().includes('email'));
          if (email) return email.value;
        }
      }
      if (!result.value.nextBefore) break;
      before = result.value.nextBefore;
    }
    throw new Error('no entry signed by an e-mail identity');
  });
}

test.describe.configure({ mode: 'serial' });

test('search by e-mail → entry → every check passes and the inclusion proof is drawn all green', async ({
  app,
}) => {
  await pinSandboxKey(app);
  const email = await someSignerEmail(app);

  await app.goto(new URL('#/log/search', app.url()).toString());
  await app.getByTestId('search-email').fill(email);
  await app.getByTestId('search-submit').click();
  const first = app.getByTestId('search-result-row').first();
  await expect(first).toBeVisible();
  await first.click();

  await expect(app.getByTestId('page-log-entry')).toBeVisible();
  await expect(app.getByTestId('entry-tlog-verdict')).toContainText(/pass/i);
  await expect(app.getByTestId('entry-certificate').first()).toContainText(email);
  const steps = app.getByTestId('proof-step');
  expect(await steps.count()).toBeGreaterThan(0);
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-status', 'ok');
  for (const name of [
    'set',
    'leaf-hash',
    'inclusion',
    'checkpoint-signature',
    'checkpoint-proof',
    'log-id',
  ]) {
    await expect(app.locator(`[data-testid="check-row"][data-check="${name}"]`)).toHaveAttribute(
      'data-ok',
      'true',
    );
  }
  await expect(app.getByTestId('proof-root-computed')).toContainText(
    (await app.getByTestId('proof-root-expected').innerText()).slice(0, 12),
  );
  // The sandbox's shard has no known global offset: the index agreement is not checked, and says so.
  const index = app.locator('[data-testid="check-row"][data-check="index"]');
  await expect(index).toHaveAttribute('data-ok', 'null');
  await expect(index).toContainText('not checked:');
  await expect(index.getByLabel('not checked')).toBeVisible();
});

test('a tampered proof (switched on in Settings) fails at the root, and Diagnose pinpoints the step in red', async ({
  app,
}) => {
  await pinSandboxKey(app);
  await app.getByTestId('nav-settings').click();
  await app.getByRole('tab', { name: /Log misbehaviour/ }).click();
  await app.getByTestId('log-fault-tampered').click();
  await app.getByTestId('log-fault-hash-index').fill('1');
  await app.getByTestId('log-faults-apply').click();
  await expect(app.getByRole('tab', { name: /Log misbehaviour/ })).toContainText('on');
  try {
    await app.goto(new URL('#/log/index/3', app.url()).toString());
    await expect(app.getByTestId('entry-tlog-verdict')).toContainText(/fail/i);
    await expect(app.locator('[data-testid="check-row"][data-check="inclusion"]')).toHaveAttribute(
      'data-ok',
      'false',
    );
    await app.getByTestId('entry-diagnose').click();
    const tampered = app.locator('[data-testid="proof-step"][data-index="1"]');
    await expect(tampered).toHaveAttribute('data-status', 'failed');
    await expect(app.locator('[data-testid="proof-step"][data-status="failed"]')).toHaveCount(1);
    await expect(app.getByTestId('proof-step-problem').first()).toBeVisible();
    // One numbering: the drawing's "Step 2" is the step the check's diagnosis names.
    await expect(tampered).toContainText('Step 2 ·');
    await expect(app.locator('[data-testid="check-row"][data-check="inclusion"]')).toContainText(
      "the log's sibling at step 2 is not",
    );
    // Steps above the wrong sibling hash its wrong output: never green.
    await expect(app.locator('[data-testid="proof-step"][data-index="0"]')).toHaveAttribute(
      'data-status',
      'ok',
    );
    for (const step of await app.locator('[data-testid="proof-step"]').all()) {
      if (Number(await step.getAttribute('data-index')) > 1)
        await expect(step).toHaveAttribute('data-status', 'tainted');
    }
  } finally {
    await app.getByTestId('nav-settings').click();
    await app.getByTestId('faults-reset-all').click();
    await expect(app.getByRole('tab', { name: /Log misbehaviour/ })).not.toContainText('on');
  }
});

test('a wrong checkpoint signature shows on the overview as not verified', async ({
  app,
  console: running,
}) => {
  const sandbox = await sandboxOf(app, running);
  await pinSandboxKey(app);
  await sandbox.setLogFaults({ badCheckpointSignature: true });
  try {
    await app.goto(new URL('#/log', app.url()).toString());
    await app.getByTestId('log-refresh').click();
    await expect(app.getByTestId('log-signature-invalid').first()).toBeVisible();
  } finally {
    await sandbox.resetFaults();
  }
});

test('the monitor detects a forked log (split view) and raises an alert', async ({
  app,
  console: running,
}) => {
  const sandbox = await sandboxOf(app, running);
  await pinSandboxKey(app);
  await app.goto(new URL('#/log/monitor', app.url()).toString());
  await app.getByTestId('monitor-check-now').click();
  await expect(app.getByTestId('monitor-history-row').first()).toBeVisible();
  await expect(app.getByTestId('monitor-alert')).toHaveCount(0);

  await sandbox.setLogFaults({ forkedTree: {} });
  try {
    await app.getByTestId('monitor-check-now').click();
    await expect(app.getByTestId('monitor-alert').first()).toContainText(/fork/i);
    await expect(app.getByTestId('alert-badge')).toBeVisible();
  } finally {
    await sandbox.resetFaults();
  }
});

test('dropping bundles and a trusted root on Audit verifies them offline and reports both verdicts', async ({
  app,
}) => {
  await app.goto(new URL('#/log/audit', app.url()).toString());
  await app
    .getByTestId('audit-file-input')
    .setInputFiles([
      join(FIXTURES, 'bundles', 'sigstore-js.bundleV02-intoto.sigstore.json'),
      join(FIXTURES, 'bundles', 'conformance.happy-path-v0.3.sigstore.json'),
      join(FIXTURES, 'keys', 'trusted_root.production.json'),
    ]);
  const results = app.getByTestId('audit-result');
  await expect(results).toHaveCount(2);
  for (const result of await results.all()) await expect(result).toContainText(/pass/i);
  await expect(app.getByTestId('audit-summary')).toContainText('2');
});

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** A screenshot for the README of the page from `from`'s top to `to`'s bottom, in a window tall enough not to scroll. */
async function screenshotRegion(app: Page, from: Locator, to: Locator, file: string) {
  await app.setViewportSize({ width: 1100, height: 3000 });
  const top = await from.boundingBox();
  const bottom = await to.boundingBox();
  if (!top || !bottom) throw new Error(`nothing to screenshot for ${file}`);
  const y = top.y - 8;
  await app.screenshot({
    path: join(SCREENSHOTS, file),
    clip: { x: top.x - 8, y, width: top.width + 16, height: bottom.y + bottom.height + 8 - y },
  });
}

test('a fork the monitor raised shows on the Overview and on the forked checkpoint in red, never as verified', async ({
  app,
  console: running,
}) => {
  const sandbox = await sandboxOf(app, running);
  try {
    await raiseForkAlert(app, sandbox);

    await app.goto(new URL('#/log', app.url()).toString());
    await app.getByTestId('log-refresh').click();
    await expect(app.getByTestId('log-open-alerts')).toContainText(/fork/i);
    const checkpoint = app.getByTestId('log-checkpoint');
    const verification = checkpoint.getByTestId('checkpoint-verification');
    await expect(verification).toHaveAttribute('data-ok', 'false');
    await expect(verification).not.toHaveAttribute('data-state', 'verified');
    await expect(app.getByTestId('shard-verification').first()).toHaveAttribute('data-ok', 'false');
    const evidence = checkpoint.getByTestId('checkpoint-alert');
    await expect(evidence).toHaveAttribute('data-kind', 'fork');
    // Both roots: the one the monitor trusted and the one the log serves now.
    await expect(evidence).toContainText('trusted root');
    await expect(evidence).toContainText(await app.getByTestId('log-root-hash').innerText());
    await screenshotRegion(app, checkpoint, evidence, 'fork-alert.png');

    await evidence.getByTestId('monitor-alert-ack').click();
    await expect(app.getByTestId('log-open-alerts')).toHaveCount(0);
    await expect(checkpoint.getByTestId('checkpoint-alert')).toHaveCount(0);
  } finally {
    await sandbox.resetFaults();
    await acknowledgeAllAlerts(app);
  }
});

test('a log signing with another key than the pinned one shows a red key change, never the pin-on-first-use invitation', async ({
  app,
  console: running,
}) => {
  const sandbox = await sandboxOf(app, running);
  await pinSandboxKey(app);
  const pinned = await app.evaluate(async () => {
    const list = await window.verity!.trust.list({});
    if (!list.ok) throw new Error(list.error.message);
    return list.value.logs.map((log) => log.logId);
  });
  await sandbox.setLogFaults({ rotatedKey: true });
  try {
    await app.goto(new URL('#/log', app.url()).toString());
    await app.getByTestId('log-refresh').click();
    const changed = app.getByTestId('log-key-changed');
    await expect(changed).toBeVisible();
    for (const logId of pinned) await expect(changed).toContainText(logId);
    await expect(changed).toContainText('served key');
    await expect(changed).toContainText('first seen');
    await expect(changed).toContainText('Do not pin the new key');
    await expect(app.getByTestId('log-not-trusted')).toHaveCount(0);
    await expect(app.getByTestId('shard-verification').first()).toHaveText(/key change/i);
    await screenshotRegion(app, changed, changed, 'key-changed.png');
  } finally {
    await sandbox.resetFaults();
    await acknowledgeAllAlerts(app);
  }
});
