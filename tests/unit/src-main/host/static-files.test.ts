import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from '../../../../src-main/host/static-files';

describe('static file mapping', () => {
  const root = '/srv/renderer';
  it('maps / to index.html and assets inside the root', () => {
    expect(resolveStaticPath(root, '/')).toBe('/srv/renderer/index.html');
    expect(resolveStaticPath(root, '/assets/index-abc.js')).toBe('/srv/renderer/assets/index-abc.js');
  });

  it('refuses anything that leaves the root', () => {
    for (const path of [
      '/../etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/assets/../../x',
      '/%2e%2e/x',
      '/a%00b',
      '/a\\..\\b',
      '/%E0%A4%A',
    ]) {
      expect(resolveStaticPath(root, path), path).toBeNull();
    }
  });
});
