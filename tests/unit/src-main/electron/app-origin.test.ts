import { describe, expect, it } from 'vitest';
import { isSameOrigin, originOf } from '../../../../src-main/electron/app-origin';

const APP = 'app://verity';

describe('originOf', () => {
  it.each([
    ['app://verity/index.html', 'app://verity'],
    ['app://VERITY/x', 'app://verity'],
    ['app://verity.evil/', 'app://verity.evil'],
    ['app://verity@evil/', 'app://evil'],
    ['https://example.com:443/a', 'https://example.com'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,x',
    'about:blank',
    'blob:app://verity/1',
    'nope',
    '',
  ])('has no comparable origin for %j', (url) => {
    expect(originOf(url)).toBeNull();
    expect(isSameOrigin(url, APP)).toBe(false);
  });
});
