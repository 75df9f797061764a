import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runHeadless } from '../../src-main/host/run-headless';
import { defineNameHelper } from './browser';

/** The console's headless host on a data folder, wired to a running sandbox, as `npm start` would. */
export function startHeadlessConsole(
  root: string,
  dataDir: string,
  sandbox: { baseUrl: string; apiKey: string },
) {
  return runHeadless({
    dataDir,
    rendererDir: join(root, 'out', 'renderer'),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
    version: 'bench',
    log: () => {},
  });
}

/** A new page on the console, once the console says it is ready. */
export async function openConsolePage(
  browser: Browser,
  url: string,
  options: Parameters<Browser['newPage']>[0] = {},
): Promise<Page> {
  const page = await browser.newPage(options);
  await page.goto(url);
  await page.locator('#root[data-app-state="ready"]').waitFor();
  await defineNameHelper(page);
  return page;
}

/**
 * A browser context signed in to the console once (its printed URL's token is good for one sign-in), and a way
 * to open fresh pages in it: each page starts with nothing loaded, as a new window of the app would.
 */
export async function consoleSession(browser: Browser, url: string, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({ viewport });
  const first = await context.newPage();
  await first.goto(url);
  await first.locator('#root[data-app-state="ready"]').waitFor();
  await first.close();
  const origin = new URL(url).origin;
  return {
    context,
    async newPage(): Promise<Page> {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.locator('#root[data-app-state="ready"]').waitFor();
      await defineNameHelper(page);
      return page;
    },
    close: () => context.close(),
  };
}
