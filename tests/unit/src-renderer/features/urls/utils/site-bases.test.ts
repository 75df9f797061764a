import { describe, expect, it } from 'vitest';
import { siteBases } from '@/features/urls/utils/site-bases';

describe('siteBases', () => {
  it('offers a URL-prefix property as it is and a domain property as its https hosts', () => {
    expect(
      siteBases([
        { siteUrl: 'sc-domain:example.com' },
        { siteUrl: 'https://blog.example.org/' },
        { siteUrl: 'https://www.example.com/' },
      ]),
    ).toEqual(['https://example.com/', 'https://www.example.com/', 'https://blog.example.org/']);
  });
});
