import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps functions in a
 * `__name(fn, "name")` helper; functions sent to page.evaluate carry the call
 * but not the helper. Define it as the identity in the page.
 */
export async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
}
