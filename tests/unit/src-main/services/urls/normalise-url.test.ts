import { describe, expect, it } from 'vitest';
import { normaliseUrl } from '../../../../../src-main/services/urls/normalise-url';

const ok = (url: string) => ({ ok: true, url });
const SITE = new URL('https://www.example.com/blog/');

describe('normaliseUrl', () => {
  it('lower-cases the scheme and host, drops the default port and the fragment, keeps the path and query as written', () => {
    expect(normaliseUrl('  HTTPS://WWW.Example.COM:443/Articles/3?b=2&a=1#comments ')).toEqual(
      ok('https://www.example.com/Articles/3?b=2&a=1'),
    );
    expect(normaliseUrl('http://example.com:80')).toEqual(ok('http://example.com/'));
    expect(normaliseUrl('https://example.com:8443/a#')).toEqual(ok('https://example.com:8443/a'));
  });

  it('resolves a value without a scheme against the site: paths of it, or a host with its scheme', () => {
    expect(normaliseUrl('/about', SITE)).toEqual(ok('https://www.example.com/about'));
    expect(normaliseUrl('post-1', SITE)).toEqual(ok('https://www.example.com/blog/post-1'));
    expect(normaliseUrl('shop.example.com/a?x=1', new URL('http://example.com'))).toEqual(
      ok('http://shop.example.com/a?x=1'),
    );
    expect(normaliseUrl('www.example.com:8080/a', SITE)).toEqual(ok('https://www.example.com:8080/a'));
    expect(normaliseUrl('//cdn.example.com/x', SITE)).toEqual(ok('https://cdn.example.com/x'));
  });

  it('refuses what cannot be notified, saying why', () => {
    const reason = (value: string, base?: URL) => {
      const result = normaliseUrl(value, base);
      return result.ok ? null : result.reason;
    };
    expect(reason('   ')).toBe('empty');
    expect(reason('/about')).toMatch(/^no scheme .*give the site/);
    expect(reason('www.example.com/a')).toMatch(/^no scheme/);
    expect(reason('ftp://example.com/file')).toMatch(/^a ftp: URL: only http and https/);
    expect(reason('mailto:ada@example.com', SITE)).toMatch(/^a mailto: URL/);
    expect(reason('https://ada:secret@example.com/')).toMatch(/user name or password/);
    expect(reason('https://exa mple.com/')).toBe('not a URL');
    expect(reason(`https://example.com/${'a'.repeat(2048)}`)).toMatch(/^longer than 2048/);
  });
});
