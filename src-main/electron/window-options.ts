import type { BrowserWindowConstructorOptions } from 'electron';

export interface MainWindowFlags {
  /** `app.isPackaged`: release builds get no DevTools. Defaults to true (the safe side). */
  isPackaged?: boolean;
}

/**
 * Options for the main window. `webPreferences` is written as one literal on
 * purpose: scanners such as electronegativity cannot resolve spreads and the
 * unit tests assert each flag here (Electron security checklist #2–#11).
 */
export function mainWindowOptions(
  preloadPath: string,
  flags: MainWindowFlags = {},
): BrowserWindowConstructorOptions {
  const isPackaged = flags.isPackaged ?? true;
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: 'Verity',
    backgroundColor: '#1a1b1e',
    // Shown on 'ready-to-show' so the user never sees an unpainted white frame.
    show: false,
    webPreferences: {
      preload: preloadPath,
      // #3: the preload's world is separate from the page's.
      contextIsolation: true,
      // #4: the renderer runs in Chromium's OS sandbox; the preload gets only a small Node subset.
      sandbox: true,
      // #2: no Node in the page, its workers or its frames.
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      // #6 and #8: keep same-origin policy and refuse mixed content.
      webSecurity: true,
      allowRunningInsecureContent: false,
      // #11: no <webview>.
      webviewTag: false,
      // #9: no experimental Blink features.
      experimentalFeatures: false,
      // The spellchecker downloads dictionaries from Google's CDN; an operator console needs none.
      spellcheck: false,
      devTools: !isPackaged,
    },
  };
}
