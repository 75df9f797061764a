import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { signIn } from '../../support/host-client';
import { startConsole, type ConsoleProcess } from './console-process';

/** A new page on a console the test started itself, signed in through the URL it printed, once ready. */
export async function openConsole(browser: Browser, running: ConsoleProcess): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(running.url);
  await expect(page.locator('#root')).toHaveAttribute('data-app-state', 'ready');
  return page;
}

/**
 * One console (sandbox + headless host, started as `npm start -- --headless` does) per test file.
 * Its printed URL signs in once, so the worker trades it for the session cookie and each test's
 * fresh browser context starts with that cookie.
 */
export const test = base.extend<{ app: Page }, { console: ConsoleProcess; session: string }>({
  console: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const running = await startConsole();
      await use(running);
      await running.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  session: [async ({ console: running }, use) => use(await signIn(running.url)), { scope: 'worker' }],
  app: async ({ page, console: running, session }, use) => {
    const [name, value] = session.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: running.origin }]);
    await page.goto(`${running.origin}/`);
    await expect(page.locator('#root')).toHaveAttribute('data-app-state', 'ready');
    await use(page);
  },
});

export { expect };
