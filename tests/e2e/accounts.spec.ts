import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ConsoleProcess } from './support/console-process';
import { expect, test } from './support/fixtures';
import { sandboxOf } from './support/sandbox-control';

/** Settings → Accounts: signing the Sandbox profile in to a demo account at the sandbox's consent page. */

test.describe.configure({ mode: 'serial' });

const AUTH = 'https://www.googleapis.com/auth';
const PROFILE = 'sandbox';

async function openAccounts(app: Page) {
  await app.getByTestId('nav-settings').click();
  const section = app.getByTestId('settings-accounts');
  await expect(section.getByTestId('account')).toHaveAttribute('data-state', 'signed-out');
  return section;
}

/** Sign in: the page opens the consent page in a new tab, where the person answers. */
async function signIn(app: Page, answer: (consent: Page) => Promise<void>) {
  const section = await openAccounts(app);
  const opened = app.context().waitForEvent('page');
  await section.getByTestId('account-sign-in').click();
  await expect(section.getByTestId('account-signing-in')).toBeVisible();
  const consent = await opened;
  await expect(consent.getByRole('heading', { name: 'Sign in to the Verity sandbox' })).toBeVisible();
  // The link the page shows is the page it opened.
  await expect(section.getByTestId('account-consent-link')).toHaveAttribute('href', consent.url());
  await expect(section.getByTestId('account-consent-link')).toHaveAttribute('rel', 'noopener noreferrer');
  await answer(consent);
  return { section, consent };
}

/** The installed client and the live refresh-token grants, from the sandbox's own data folder. */
async function sandboxFiles(running: ConsoleProcess) {
  const dir = join(running.dataDir, 'sandbox');
  // The sandbox writes them when its services open, just after it starts listening.
  const clientText = () => readFile(join(dir, 'oauth-client.json'), 'utf8');
  await expect.poll(() => clientText().then(Boolean, () => false)).toBe(true);
  const client = (
    JSON.parse(await clientText()) as {
      installed: { client_id: string; client_secret: string };
    }
  ).installed;
  const grants = async () =>
    (
      JSON.parse(await readFile(join(dir, 'oauth', 'grants.json'), 'utf8').catch(() => '[]')) as {
        refreshToken: string;
      }[]
    ).map(({ refreshToken }) => refreshToken);
  return { dir, client, grants };
}

test.afterEach(async ({ app }) => {
  // Each test starts signed out, whatever the last one left.
  await app.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE);
});

test('Sign in → Allow: signed in with the granted scopes; Sign out revokes the refresh token at the sandbox', async ({
  app,
  console: running,
}) => {
  const files = await sandboxFiles(running);
  const before = await files.grants();
  const { section, consent } = await signIn(app, async (consent) => {
    await consent.getByLabel(/ada@example\.com/).check();
    await consent.getByRole('button', { name: 'Allow' }).click();
    await expect(consent.getByText('You can close this tab')).toBeVisible();
  });
  await consent.close();

  const account = section.getByTestId('account');
  await expect(account).toHaveAttribute('data-state', 'signed-in');
  await expect(section.getByTestId('account-email')).toContainText('ada@example.com');
  const scopes = section.getByTestId('account-scope');
  await expect(scopes).toHaveCount(7);
  await expect(section.locator('[data-testid="account-scope"][data-granted="true"]')).toHaveCount(7);
  await expect(scopes.filter({ hasText: 'drive' })).toContainText('See, upload, change, share and delete');
  await expect(section.getByTestId('account-missing-scopes')).toHaveCount(0);

  // The refresh token the sandbox gave this sign-in.
  await expect.poll(async () => (await files.grants()).length).toBe(before.length + 1);
  const [refreshToken] = (await files.grants()).filter((token) => !before.includes(token));

  await section.getByTestId('account-sign-out').click();
  await app.getByRole('button', { name: 'Sign out' }).last().click();
  await expect(account).toHaveAttribute('data-state', 'signed-out');
  await expect(section.getByTestId('account-sign-in')).toBeVisible();

  // Revoked at the sandbox: gone from its grants, and refused when a script tries to refresh with it.
  expect(await files.grants()).not.toContain(refreshToken);
  const { baseUrl } = await sandboxOf(app, running);
  const refresh = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken!,
      client_id: files.client.client_id,
      client_secret: files.client.client_secret,
    }).toString(),
  });
  expect(refresh.status).toBe(400);
  expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
});

test('a scope unticked on the consent page: the page that needs it says what it lacks', async ({ app }) => {
  const { section, consent } = await signIn(app, async (consent) => {
    await consent.locator(`input[value="${AUTH}/drive"]`).uncheck();
    await consent.locator(`input[value="${AUTH}/youtube"]`).uncheck();
    await consent.getByRole('button', { name: 'Allow' }).click();
    await expect(consent.getByText('You can close this tab')).toBeVisible();
  });
  await consent.close();

  await expect(section.getByTestId('account')).toHaveAttribute('data-state', 'signed-in');
  await expect(section.locator('[data-testid="account-scope"][data-granted="false"]')).toHaveCount(2);
  const missing = section.getByTestId('account-missing-scopes');
  await expect(missing).toContainText(
    'Storage: no listing, uploading, sharing and deleting files without drive',
  );
  await expect(missing).toContainText('Analytics: no editing groups without youtube');
  await expect(missing).not.toContainText('URLs');
});

test('Deny on the consent page: "access denied", and still signed out', async ({ app }) => {
  const { section, consent } = await signIn(app, async (consent) => {
    await consent.getByRole('button', { name: 'Deny' }).click();
    await expect(consent.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });
  await consent.close();

  const failure = section.getByTestId('account-sign-in-failure');
  await expect(failure).toContainText('Access denied');
  await expect(failure).toContainText('choose Allow');
  await expect(section.getByTestId('account')).toHaveAttribute('data-state', 'signed-out');
  await expect(section.getByTestId('account-scopes')).toHaveCount(0);
});

test('Cancel while the consent page waits: the sign-in ends and its listener with it', async ({ app }) => {
  const section = await openAccounts(app);
  const opened = app.context().waitForEvent('page');
  await section.getByTestId('account-sign-in').click();
  const consent = await opened;
  const redirectUri = new URL(consent.url()).searchParams.get('redirect_uri')!;
  await section.getByRole('button', { name: 'Cancel' }).click();

  await expect(section.getByTestId('account')).toHaveAttribute('data-state', 'signed-out');
  await expect(section.getByTestId('account-sign-in')).toBeVisible();
  // Cancelled here: no failure to report.
  await expect(section.getByTestId('account-sign-in-failure')).toHaveCount(0);
  // Nothing listens for the consent page's answer any more.
  await expect(fetch(`${redirectUri}?code=x&state=y`)).rejects.toThrow();
  await consent.close();
});

test("the sandbox's credential files: paths, client ID and service account, for scripts", async ({
  app,
  console: running,
}) => {
  const files = await sandboxFiles(running);
  const key = JSON.parse(await readFile(join(files.dir, 'service-account.json'), 'utf8')) as {
    client_email: string;
  };
  const section = await openAccounts(app);
  const shown = section.getByTestId('sandbox-oauth-files');
  await expect(shown.getByTestId('sandbox-oauth-client-file')).toHaveText(
    join(files.dir, 'oauth-client.json'),
  );
  await expect(shown.getByTestId('sandbox-oauth-client-id')).toHaveText(files.client.client_id);
  await expect(shown.getByTestId('sandbox-service-account-file')).toHaveText(
    join(files.dir, 'service-account.json'),
  );
  await expect(shown.getByTestId('sandbox-service-account-email')).toHaveText(key.client_email);
  await expect(shown).not.toContainText(files.client.client_secret);
});
