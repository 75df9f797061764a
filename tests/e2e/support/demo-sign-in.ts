import type { Browser, Page } from '@playwright/test';
import type { ConsoleProcess } from './console-process';
import { expect } from './fixtures';

const PROFILE = 'sandbox';

/**
 * Signs the Sandbox profile in as a demo account at the sandbox's consent page, every scope left ticked, as a
 * person would in Settings → Accounts; nothing happens when the profile is signed in already (the console is
 * shared by the spec files run in one worker).
 */
export async function signInAsDemo(app: Page, email = 'ada@example.com') {
  await app.getByTestId('nav-settings').click();
  const section = app.getByTestId('settings-accounts');
  const account = section.getByTestId('account');
  await expect(account).toHaveAttribute('data-state', /signed-(in|out)/);
  if ((await account.getAttribute('data-state')) === 'signed-in') {
    if ((await section.getByTestId('account-email').textContent())?.includes(email)) return;
    await app.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE);
    await app.reload();
    await expect(account).toHaveAttribute('data-state', 'signed-out');
  }
  // The sandbox writes its OAuth client when it first starts, and may be slow to answer while it makes its demo
  // data on a busy machine (the page keeps asking); sign in once the client is shown.
  await expect(section.getByTestId('sandbox-oauth-client-id')).toBeVisible({ timeout: 120_000 });
  const opened = app.context().waitForEvent('page');
  await section.getByTestId('account-sign-in').click();
  const consent = await opened;
  await consent.getByLabel(new RegExp(email.replace(/[.@]/g, '\\$&'))).check();
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(consent.getByText('You can close this tab')).toBeVisible();
  await consent.close();
  await expect(account).toHaveAttribute('data-state', 'signed-in');
}

/**
 * Runs `work` on a page of its own on the console (signed in to the host with the worker's session), for an
 * afterAll's clean-up where no test's page is left.
 */
export async function onConsolePage<T>(
  browser: Browser,
  running: ConsoleProcess,
  session: string,
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage();
  try {
    const [name, value] = session.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: running.origin }]);
    await page.goto(`${running.origin}/`);
    return await work(page);
  } finally {
    await page.close();
  }
}

/** Signs the Sandbox profile out, so the next spec file starts signed out. */
export function signOutSandbox(browser: Browser, running: ConsoleProcess, session: string) {
  return onConsolePage(browser, running, session, (page) =>
    page.evaluate((profileId) => window.verity!.accounts.signOut({ profileId }), PROFILE),
  );
}
