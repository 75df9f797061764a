import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../../src-main/electron/window-options';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions('/app/out/preload/index.cjs', { isPackaged: true });
  const prefs = options.webPreferences ?? {};

  it.each([
    ['contextIsolation', true],
    ['sandbox', true],
    ['nodeIntegration', false],
    ['nodeIntegrationInWorker', false],
    ['nodeIntegrationInSubFrames', false],
    ['webSecurity', true],
    ['allowRunningInsecureContent', false],
    ['webviewTag', false],
    ['experimentalFeatures', false],
    ['spellcheck', false],
  ] as const)('sets webPreferences.%s to %s', (flag, expected) => {
    expect(prefs[flag]).toBe(expected);
  });

  it('uses the given preload and enables no Blink features', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(prefs.enableBlinkFeatures).toBeUndefined();
    expect(prefs).not.toHaveProperty('additionalArguments');
  });

  it('has DevTools only when not packaged, and packaged is the default', () => {
    expect(prefs.devTools).toBe(false);
    expect(mainWindowOptions('/p').webPreferences?.devTools).toBe(false);
    expect(mainWindowOptions('/p', { isPackaged: false }).webPreferences?.devTools).toBe(true);
  });

  it('stays hidden until ready-to-show and has a title and background', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Verity');
    expect(options.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(options.width).toBeGreaterThan(0);
    expect(options.height).toBeGreaterThan(0);
  });
});
