import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../../../src-main/electron/sender';
import { mainFrame, subFrame } from '../../../support/electron-fakes';

const APP = 'app://verity';

describe('isTrustedSender', () => {
  it('trusts the app main frame', () => {
    expect(isTrustedSender({ senderFrame: mainFrame('app://verity/index.html') }, APP)).toBe(true);
  });

  it('trusts a main frame identified only by parent === null', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://verity/', parent: null } }, APP)).toBe(true);
  });

  it('refuses a missing senderFrame (destroyed or navigated away)', () => {
    expect(isTrustedSender({ senderFrame: null }, APP)).toBe(false);
    expect(isTrustedSender({}, APP)).toBe(false);
  });

  it('refuses a subframe, even one on the app origin', () => {
    expect(isTrustedSender({ senderFrame: subFrame('app://verity/index.html') }, APP)).toBe(false);
  });

  it('refuses a frame whose parent and top are unknown', () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://verity/' } }, APP)).toBe(false);
  });

  it.each([
    'file:///home/user/out/renderer/index.html',
    'https://verity/index.html',
    'app://verity.evil/index.html',
    'app://evil/index.html',
    'http://localhost:5173/',
    'about:blank',
    'devtools://devtools/bundled/inspector.html',
  ])('refuses a main frame at %s', (url) => {
    expect(isTrustedSender({ senderFrame: mainFrame(url) }, APP)).toBe(false);
  });
});
