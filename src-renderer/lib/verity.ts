import { buildApi } from '../../src-shared/contract/build-api';
import type { VerityApi } from '../../src-shared/contract/contract';
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
