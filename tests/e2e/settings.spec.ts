import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Profiles and credentials as a first-time user meets them in Settings. */

test.describe.configure({ mode: 'serial' });

async function openSettings(app: Page) {
  await app.getByTestId('nav-settings').click();
  await expect(app.getByTestId('settings-credentials')).toBeVisible();
}

test('the built-in Sandbox profile’s key is managed: no Set form, revealed and copied on request', async ({
  app,
  console: running,
}) => {
  const key = await running.sandboxKey();
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.origin });
  await openSettings(app);
  const credentials = app.getByTestId('settings-credentials');
  await expect(credentials).toContainText('is built in: the sandbox manages its credentials');
  const genai = credentials.getByTestId('secrets-genai');
  await expect(genai).toContainText('API key · provided by the sandbox');
  await expect(genai).toContainText('Managed by the sandbox');
  // Nothing can be set on the built-in profile, so there is no Set button that would then fail.
  await expect(credentials.getByRole('button', { name: 'Set', exact: true })).toHaveCount(0);
  await expect(credentials.getByPlaceholder(/^New /)).toHaveCount(0);

  await expect(genai.getByTestId('sandbox-key-value')).toHaveCount(0);
  await genai.getByRole('button', { name: 'Reveal key' }).click();
  await expect(genai.getByTestId('sandbox-key-value')).toHaveText(key);
  await genai.getByRole('button', { name: 'Hide key' }).click();
  await expect(genai.getByTestId('sandbox-key-value')).toHaveCount(0);

  await genai.getByRole('button', { name: 'Copy key' }).click();
  await expect(genai.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(key);
});

test('a new profile gives only the services it uses; the others say so where they are called', async ({
  app,
}) => {
  const sandbox = await app.evaluate(() => window.verity!.sandbox.status({}));
  if (!sandbox.ok || !sandbox.value.baseUrl) throw new Error('no sandbox');
  await openSettings(app);
  await app.getByTestId('profile-add').click();
  await app.getByTestId('profile-name').fill('Generation only');
  await app.getByTestId('profile-save').click();
  await expect(app.getByText('Give the base URL of at least one service this profile uses')).toBeVisible();
  await app.getByTestId('profile-url-genai').fill(sandbox.value.baseUrl);
  await app.getByTestId('profile-save').click();

  const row = app.getByTestId('profile-row').filter({ hasText: 'Generation only' });
  try {
    await expect(row).toContainText('not used');
    await row.getByRole('button', { name: 'Set active' }).click();
    await expect(row).toContainText('active');

    // Credentials: a Set form for the service it uses, none for the others.
    const credentials = app.getByTestId('settings-credentials');
    const tlog = credentials.getByTestId('secrets-tlog');
    await expect(tlog).toContainText('Not used by this profile');
    await expect(tlog.getByRole('button', { name: 'Set', exact: true })).toHaveCount(0);
    const genai = credentials.getByTestId('secrets-genai');
    await genai.getByPlaceholder('New API key').fill('a-key-for-generation-only');
    await genai.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(genai).toContainText('API key · set here');

    // The Log page says what is missing and where to add it.
    await app.getByTestId('nav-log').click();
    const page = app.getByTestId('page-log');
    await expect(page).toContainText(
      'Profile “Generation only” does not use the transparency log service: it has no base URL for it',
    );
    await expect(page).toContainText(
      'Give the active profile a base URL for this service in Settings → Profiles',
    );
  } finally {
    await app.evaluate(async () => {
      const list = await window.verity!.profiles.setActive({ id: 'sandbox' });
      const created = list.ok ? list.value.profiles.find((p) => p.name === 'Generation only') : undefined;
      if (created) await window.verity!.profiles.remove({ id: created.id });
    });
  }
});
