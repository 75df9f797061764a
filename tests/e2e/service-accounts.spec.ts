import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ConsoleProcess } from './support/console-process';
import { expect, test } from './support/fixtures';

/** Settings → Accounts: a profile's service-account key and its own Google client, imported as files. */

test.describe.configure({ mode: 'serial' });

/** The sandbox's two credential files, as a person would pick them from its data folder. */
async function sandboxFiles(running: ConsoleProcess) {
  const dir = join(running.dataDir, 'sandbox');
  const key = join(dir, 'service-account.json');
  await expect.poll(() => readFile(key, 'utf8').then(Boolean, () => false)).toBe(true);
  return { key, client: join(dir, 'oauth-client.json') };
}

async function openAccounts(app: Page) {
  await app.getByTestId('nav-settings').click();
  return app.getByTestId('settings-accounts');
}

test('a service-account key: the wrong file is refused saying which it is; the key shows as its e-mail and key id, never its private key', async ({
  app,
  console: running,
}) => {
  const files = await sandboxFiles(running);
  const key = JSON.parse(await readFile(files.key, 'utf8')) as {
    client_email: string;
    private_key_id: string;
    private_key: string;
  };
  const section = await openAccounts(app);
  const account = section.getByTestId('service-account');
  await expect(account).toContainText('No service-account key');
  const picker = section.getByTestId('service-account-import').locator('input[type=file]');

  await picker.setInputFiles(files.client);
  await expect(account).toContainText('The key was not imported');
  await expect(account).toContainText(
    "This is an OAuth client JSON (Desktop app), not a service-account key: import it as the profile's Google client JSON",
  );

  await picker.setInputFiles(files.key);
  await expect(account.getByTestId('service-account-identity')).toHaveText(
    `${key.client_email} · key ${key.private_key_id}`,
  );
  await expect(account).not.toContainText('The key was not imported');
  const html = await app.content();
  for (const line of key.private_key.split('\n').filter((l) => l.length >= 16 && !l.startsWith('-----')))
    expect(html).not.toContain(line);

  await account.getByTestId('service-account-forget').click();
  await app.getByRole('dialog', { name: 'Remove key' }).getByRole('button', { name: 'Remove' }).click();
  await expect(account).toContainText('No service-account key');
});

test("a Google profile's own client: a Web application client is refused, a Desktop client is named by its id", async ({
  app,
  console: running,
}) => {
  const files = await sandboxFiles(running);
  const installed = (JSON.parse(await readFile(files.client, 'utf8')) as { installed: { client_id: string } })
    .installed;
  const dir = await mkdtemp(join(tmpdir(), 'verity-e2e-client-'));
  try {
    const web = join(dir, 'client_secret_web.json');
    await writeFile(web, JSON.stringify({ web: installed }));
    await app.evaluate(async () => {
      const saved = await window.verity!.profiles.save({
        profile: { name: 'Google', endpoints: { indexing: 'https://indexing.googleapis.com' } },
      });
      if (!saved.ok) throw new Error(saved.error.message);
      await window.verity!.profiles.setActive({ id: saved.value.profile.id });
    });
    // The page reads the active profile when it loads.
    await app.reload();
    await expect(app.locator('#root')).toHaveAttribute('data-app-state', 'ready');
    const section = await openAccounts(app);
    const client = section.getByTestId('google-client');
    await expect(client).toContainText('Signing in to Google needs your own OAuth client');
    const picker = section.getByTestId('google-client-import').locator('input[type=file]');

    await picker.setInputFiles(web);
    await expect(client).toContainText('This OAuth client is of type Web application');
    await picker.setInputFiles(files.client);
    await expect(client.getByTestId('google-client-id')).toHaveText(
      `Signs in with client ${installed.client_id}`,
    );
  } finally {
    // Later flows expect the Sandbox profile active and no other profile.
    await app.evaluate(async () => {
      await window.verity!.profiles.setActive({ id: 'sandbox' });
      const listed = await window.verity!.profiles.list();
      for (const profile of listed.ok ? listed.value.profiles : [])
        if (profile.name === 'Google') await window.verity!.profiles.remove({ id: profile.id });
    });
    await app.reload();
    await rm(dir, { recursive: true, force: true });
  }
});
