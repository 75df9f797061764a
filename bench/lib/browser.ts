import { chromium, type Browser, type Page } from 'playwright-core';
import browserTests from '../../playwright.config';

/** Debian's Chromium, headless, launched as the browser tests launch it (flags that keep it off the network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(browserTests.use?.launchOptions);
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps functions in a
 * `__name(fn, "name")` helper; functions sent to page.evaluate carry the call
 * but not the helper. Define it as the identity in the page.
 */
export async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
}
