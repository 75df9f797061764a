import type { WebContents } from 'electron';
import { isSameOrigin } from './app-origin';

export interface HardenOptions {
  /** The only origin a window may navigate to, e.g. `app://verity`. */
  appOrigin: string;
  /** Opens a link in the user's browser; `shell.openExternal` in the app. */
  openExternal: (url: string) => unknown;
  /** Where refusals are reported (the URL's scheme and origin only). */
  log?: (message: string) => void;
}

/** The subset of WebContents this module touches, so tests can pass a small fake. */
export type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

const hardened = new WeakSet<object>();

/** Only parsed https: URLs leave the app, never http:, file:, custom schemes or malformed strings (#15). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(malformed URL)';
  }
}

/**
 * Locks a webContents to the app: navigation and redirects only within the
 * app origin (#13), no new windows (#14; https links go to the browser, #15),
 * no <webview> (#12). Idempotent, so it can run both for the main window and
 * from app 'web-contents-created' without doubling handlers.
 */
export function hardenContents(contents: HardenableContents, options: HardenOptions): void {
  if (hardened.has(contents)) return;
  hardened.add(contents);
  const log = options.log ?? (() => {});

  const guard = (kind: string) => (event: { preventDefault(): void; url?: string }, url?: string) => {
    const target = event.url ?? url ?? '';
    if (isSameOrigin(target, options.appOrigin)) return;
    event.preventDefault();
    log(`Blocked ${kind} to ${describe(target)}`);
  };

  contents.on('will-navigate', guard('navigation'));
  contents.on('will-redirect', guard('redirect'));
  // Subframes too: the CSP already forbids frames; this is the second lock.
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return; // main-frame navigation is handled by 'will-navigate'
    guard('frame navigation')(event);
  });

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Blocked a <webview> attach');
  });

  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) {
      const failed = () => log(`Could not open ${describe(url)} in the browser`);
      try {
        const pending = options.openExternal(url);
        if (pending instanceof Promise) pending.catch(failed);
      } catch {
        failed();
      }
    } else {
      log(`Blocked window.open to ${describe(url)}`);
    }
    return { action: 'deny' };
  });
}
