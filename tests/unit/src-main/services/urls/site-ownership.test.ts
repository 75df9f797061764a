import { describe, expect, it } from 'vitest';
import { ownershipBySites } from '../../../../../src-main/services/urls/site-ownership';

describe('ownershipBySites', () => {
  it('sc-domain covers every scheme and subdomain of its domain, not a look-alike', () => {
    const of = ownershipBySites([{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }]);
    for (const url of ['https://example.com/', 'http://www.example.com/a', 'https://a.b.example.com/x?y'])
      expect(of(url), url).toEqual({ site: 'sc-domain:example.com', owned: 'owner' });
    for (const url of ['https://notexample.com/', 'https://example.com.evil.net/'])
      expect(of(url), url).toEqual({ site: null, owned: 'not-owner' });
  });

  it('a URL-prefix property matches its scheme, host and path exactly', () => {
    const of = ownershipBySites([
      { siteUrl: 'https://blog.example.net/', permissionLevel: 'siteOwner' },
      { siteUrl: 'https://Shop.Example.net/de/', permissionLevel: 'siteOwner' },
    ]);
    expect(of('https://blog.example.net/posts/1')).toEqual({
      site: 'https://blog.example.net/',
      owned: 'owner',
    });
    expect(of('http://blog.example.net/posts/1')).toEqual({ site: null, owned: 'not-owner' });
    expect(of('https://www.blog.example.net/')).toEqual({ site: null, owned: 'not-owner' });
    expect(of('https://shop.example.net/de/item')).toEqual({
      site: 'https://Shop.Example.net/de/',
      owned: 'owner',
    });
    expect(of('https://shop.example.net/fr/item')).toEqual({ site: null, owned: 'not-owner' });
  });

  it('"Full" and lesser permissions are not ownership: the site is named; an owned property wins over them', () => {
    const of = ownershipBySites([
      { siteUrl: 'https://docs.example.net/', permissionLevel: 'siteFullUser' },
      { siteUrl: 'http://legacy.example.net/', permissionLevel: 'siteRestrictedUser' },
      { siteUrl: 'https://www.example.com/news/', permissionLevel: 'siteFullUser' },
      { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
    ]);
    expect(of('https://docs.example.net/a')).toEqual({
      site: 'https://docs.example.net/',
      owned: 'not-owner',
    });
    expect(of('http://legacy.example.net/')).toEqual({
      site: 'http://legacy.example.net/',
      owned: 'not-owner',
    });
    expect(of('https://www.example.com/news/1')).toEqual({ site: 'sc-domain:example.com', owned: 'owner' });
  });
});
