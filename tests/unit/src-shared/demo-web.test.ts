import { describe, expect, it } from 'vitest';
import { DEMO_WEB_HOSTS, demoWebPath, demoWebUrl } from '../../../src-shared/demo-web';

const sandbox = 'http://127.0.0.1:4000';

describe('demoWebPath', () => {
  it('maps a demo URL to the sandbox path of its scheme, host, path and query, without the fragment', () => {
    expect(demoWebPath(new URL('https://www.example.com/articles/1?utm=x#top'))).toBe(
      '/demo-web/https/www.example.com/articles/1?utm=x',
    );
    expect(demoWebPath(new URL('http://legacy.example.net'))).toBe('/demo-web/http/legacy.example.net/');
    expect(demoWebPath(new URL('https://WWW.Example.com/a%20b/'))).toBe(
      '/demo-web/https/www.example.com/a%20b/',
    );
  });

  it('covers every demo host and nothing else', () => {
    for (const host of DEMO_WEB_HOSTS) expect(demoWebPath(new URL(`https://${host}/x`))).not.toBeNull();
    expect(demoWebPath(new URL('https://example.org/'))).toBeNull();
    expect(demoWebPath(new URL('https://evil.www.example.com/'))).toBeNull();
    expect(demoWebPath(new URL('https://www.example.com:8443/'))).toBeNull();
    expect(demoWebPath(new URL('ftp://www.example.com/'))).toBeNull();
  });

  it('gives a path the sandbox base resolves under its own origin', () => {
    const path = demoWebPath(new URL('https://shop.example.com/products/7'))!;
    expect(new URL(path, sandbox).href).toBe(`${sandbox}/demo-web/https/shop.example.com/products/7`);
  });
});

describe('demoWebUrl', () => {
  it('is the inverse of demoWebPath', () => {
    for (const href of [
      'https://www.example.com/articles/1?utm=x',
      'http://legacy.example.net/',
      'https://blog.example.net/posts/a%20b',
      'https://example.com/sitemap.xml',
    ]) {
      const url = new URL(href);
      expect(demoWebUrl(new URL(demoWebPath(url)!, sandbox))?.href).toBe(url.href);
    }
  });

  it('reads a bare host as its root and refuses paths off the demo web', () => {
    expect(demoWebUrl(new URL('/demo-web/https/docs.example.net', sandbox))?.href).toBe(
      'https://docs.example.net/',
    );
    for (const path of [
      '/demo-web/https/example.org/',
      '/demo-web/ftp/www.example.com/',
      '/demo-web/https/www.example.com:8443/',
      '/demo-web/https',
      '/demo-web',
      '/v3/urlNotifications',
    ])
      expect(demoWebUrl(new URL(path, sandbox))).toBeNull();
  });
});
