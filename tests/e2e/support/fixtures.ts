import { test as base, expect, type Page } from '@playwright/test';
import { startConsole, type ConsoleProcess } from './console-process';

/** One console (sandbox + headless host, started as `npm start -- --headless` does) per test file. */
export const test = base.extend<{ app: Page }, { console: ConsoleProcess }>({
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
  app: async ({ page, console: running }, use) => {
    await page.goto(running.url);
    await expect(page.locator('#root')).toHaveAttribute('data-app-state', 'ready');
    await use(page);
  },
});

export { expect };
