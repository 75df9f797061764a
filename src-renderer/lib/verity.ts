import { buildApi } from '../../src-shared/contract/build-api';
import type { VerityApi } from '../../src-shared/contract/contract';
import { FILE_PATHS_GLOBAL } from '../../src-shared/contract/channels';
import { WS_PATH } from '../../src-shared/contract/wire';
import { hostSocketUrl, WebSocketTransport } from './web-client';

/**
 * The one way the renderer reaches Verity. Electron's preload installs
 * `window.verity`; a plain browser served by the headless host has no
 * preload, so the same API is built over the host's WebSocket and installed
 * under the same name, read-only, so both shells look identical to the page.
 */
export function getVerity(): VerityApi {
  if (window.verity) return window.verity;
  const api = buildApi(new WebSocketTransport({ url: hostSocketUrl(window.location, WS_PATH) }));
  Object.defineProperty(window, 'verity', {
    value: api,
    writable: false,
    configurable: false,
    enumerable: true,
  });
  return api;
}

/**
 * Where a file the page holds lives on disk: the desktop shell's preload knows it (Electron's
 * `webUtils.getPathForFile`), so main can read the file itself; null in the headless host, or for a
 * file with no path (made in the page).
 */
export function desktopPathOf(file: File): string | null {
  const bridge = (window as unknown as Record<string, unknown>)[FILE_PATHS_GLOBAL] as
    { pathFor?: (file: File) => string } | undefined;
  try {
    return bridge?.pathFor?.(file) || null;
  } catch {
    return null; // a file the shell cannot place: the page streams it
  }
}
