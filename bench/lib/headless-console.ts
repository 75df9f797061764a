import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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
