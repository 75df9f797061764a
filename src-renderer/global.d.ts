import type { VerityApi } from '../src-shared/contract/contract';

declare global {
  interface Window {
    /** Installed by the Electron preload; absent in a plain browser, where lib/verity.ts builds a web client. */
    verity?: VerityApi;
  }
}

export {};
