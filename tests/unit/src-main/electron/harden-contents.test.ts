import { describe, expect, it, vi } from 'vitest';
import type { HardenableContents } from '../../../../src-main/electron/harden-contents';
import { hardenContents, isSafeExternalUrl } from '../../../../src-main/electron/harden-contents';
import { fakeContents, navEvent } from '../../../support/electron-fakes';

const APP = 'app://verity';

function setup() {
  const contents = fakeContents();
  const openExternal = vi.fn();
  const log = vi.fn();
  hardenContents(contents as unknown as HardenableContents, { appOrigin: APP, openExternal, log });
  return { contents, openExternal, log };
}

const FOREIGN = [
  'app://verity.evil/index.html',
  'app://evil/index.html',
  'app://verity:8080/index.html',
  'app://verity@evil/index.html',
  'https://app',
  'https://verity/index.html',
  'http://127.0.0.1:5173/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'about:blank',
  'not a url',
  '',
];

describe('hardenContents: navigation', () => {
  it.each(FOREIGN)('prevents will-navigate to %j', (url) => {
    const { contents } = setup();
    const event = navEvent(url);
    contents.emit('will-navigate', event, url);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it.each(['app://verity/index.html', 'app://verity/log', 'app://VERITY/index.html#/x'])(
    'allows will-navigate within the app (%s)',
    (url) => {
      const { contents } = setup();
      const event = navEvent(url);
      contents.emit('will-navigate', event, url);
      expect(event.preventDefault).not.toHaveBeenCalled();
    },
  );

  it('reads the URL from the event details (Electron 45) rather than the deprecated argument', () => {
    const { contents } = setup();
    const event = navEvent('https://evil.example/');
    contents.emit('will-navigate', event, 'app://verity/index.html');
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('prevents redirects away from the app', () => {
    const { contents } = setup();
    const away = navEvent('https://evil.example/');
    contents.emit('will-redirect', away, away.url);
    expect(away.preventDefault).toHaveBeenCalledOnce();
    const home = navEvent('app://verity/index.html');
    contents.emit('will-redirect', home, home.url);
    expect(home.preventDefault).not.toHaveBeenCalled();
  });

  it('prevents subframe navigation away from the app', () => {
    const { contents } = setup();
    const event = navEvent('https://evil.example/', { isMainFrame: false });
    contents.emit('will-frame-navigate', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('logs only the origin of a refused URL', () => {
    const { contents, log } = setup();
    contents.emit('will-navigate', navEvent('https://evil.example/path?token=secret'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'));
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret');
  });
});

describe('hardenContents: webview and new windows', () => {
  it('prevents every <webview> attach', () => {
    const { contents } = setup();
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event, {}, { src: 'app://verity/index.html' });
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('denies window.open and hands https links to the browser', () => {
    const { contents, openExternal } = setup();
    expect(contents.openWindow('https://docs.sigstore.dev/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://docs.sigstore.dev/');
  });

  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://host/share',
    'ms-msdt:/id PCWDiagnostic',
    'vscode://file/etc/passwd',
    'app://verity/index.html',
    'https:',
    'https//missing-colon.example',
    'not a url',
    '',
  ])('denies window.open to %j and never opens it externally', (url) => {
    const { contents, openExternal } = setup();
    expect(contents.openWindow(url)).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('survives openExternal failing', async () => {
    const contents = fakeContents();
    const log = vi.fn();
    const openExternal = vi.fn(() => Promise.reject(new Error('no browser')));
    hardenContents(contents as unknown as HardenableContents, { appOrigin: APP, openExternal, log });
    expect(contents.openWindow('https://example.com/')).toEqual({ action: 'deny' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Could not open'));
  });

  it('registers its handlers once even when applied twice', () => {
    const contents = fakeContents();
    const options = { appOrigin: APP, openExternal: vi.fn() };
    hardenContents(contents as unknown as HardenableContents, options);
    hardenContents(contents as unknown as HardenableContents, options);
    expect(contents.count('will-navigate')).toBe(1);
    expect(contents.setWindowOpenHandler).toHaveBeenCalledOnce();
  });
});

describe('isSafeExternalUrl', () => {
  it('accepts only parsed https URLs with a host', () => {
    expect(isSafeExternalUrl('https://example.com/a?b=c')).toBe(true);
    expect(isSafeExternalUrl('HTTPS://EXAMPLE.COM/')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/')).toBe(false);
    expect(isSafeExternalUrl(' javascript:alert(1)')).toBe(false);
  });
});
