// The demo web's sitemaps over real HTTP: www.example.com's index → a plain sitemap, a gzip one and a
// nested index → its sitemap (with a duplicate, an upper-case host and a fragment to normalise away), the
// shop's sitemap of exactly 50,000 URLs counted as it streams, and the blog's gzip sitemap found through
// robots.txt; every URL they list answers as its page does.
import { describe, expect, it } from 'vitest';
import { demoWebPerFile, getDemo, inSandbox, readSitemap } from './demo-web-harness';

const sandbox = demoWebPerFile();

/** Every page URL under `href`, following indexes; and the sitemaps read on the way. */
async function crawl(href: string, sitemaps: string[] = []): Promise<{ urls: string[]; sitemaps: string[] }> {
  sitemaps.push(href);
  const file = await readSitemap(sandbox(), href);
  const urls: string[] = [];
  for (const { loc } of file.entries) {
    if (file.kind === 'sitemapindex') urls.push(...(await crawl(loc, sitemaps)).urls);
    else urls.push(loc);
  }
  return { urls, sitemaps };
}

/** A URL as a client keys it: the parser's normal form (host lower-cased), without the fragment. */
function normalised(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

describe("www.example.com's sitemap index", () => {
  it('leads through a nested index and a gzip sitemap to about 260 distinct pages', async () => {
    const root = await readSitemap(sandbox(), 'https://www.example.com/sitemap.xml');
    expect(root.kind).toBe('sitemapindex');
    expect(root.entries.map((entry) => entry.loc)).toEqual([
      'https://www.example.com/sitemaps/pages.xml',
      'https://www.example.com/sitemaps/articles.xml.gz',
      'https://www.example.com/sitemaps/archive-index.xml',
    ]);
    expect(root.entries.every((entry) => /^\d{4}-\d\d-\d\d$/.test(entry.lastmod ?? ''))).toBe(true);

    const { urls, sitemaps } = await crawl('https://www.example.com/sitemap.xml');
    expect(sitemaps).toEqual([
      'https://www.example.com/sitemap.xml',
      'https://www.example.com/sitemaps/pages.xml',
      'https://www.example.com/sitemaps/articles.xml.gz',
      'https://www.example.com/sitemaps/archive-index.xml',
      'https://www.example.com/sitemaps/archive-1.xml',
    ]);
    expect(urls).toContain('https://WWW.Example.com/articles/3');
    expect(urls).toContain('https://www.example.com/articles/4#comments');
    expect(urls.filter((url) => url === 'https://www.example.com/articles/5')).toHaveLength(2);
    const distinct = new Set(urls.map(normalised));
    expect(urls).toHaveLength(266);
    expect(distinct.size).toBe(263);
    for (const path of [
      '/',
      '/missing',
      '/retired',
      '/private',
      '/draft',
      '/copy',
      '/old-page',
      '/chain',
      '/loop-a',
    ])
      expect(distinct.has(`https://www.example.com${path}`), path).toBe(true);
  });

  it('gzips the articles sitemap: 250 articles, each with its lastmod, each a live page', async () => {
    const articles = await readSitemap(sandbox(), 'https://www.example.com/sitemaps/articles.xml.gz');
    expect(articles.kind).toBe('urlset');
    expect(articles.entries).toHaveLength(250);
    expect(articles.entries[0]).toEqual({ loc: 'https://www.example.com/articles/1', lastmod: '2025-01-01' });
    expect(articles.entries[249]).toEqual({
      loc: 'https://www.example.com/articles/250',
      lastmod: '2025-09-07',
    });
    for (const { loc } of articles.entries.filter((_, i) => i % 50 === 0))
      expect((await getDemo(sandbox(), loc)).status, loc).toBe(200);
  });
});

describe('the other hosts', () => {
  it('streams the shop sitemap with exactly 50,000 URLs, the protocol maximum', async () => {
    const response = await fetch(inSandbox(sandbox(), 'https://shop.example.com/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const decoder = new TextDecoder();
    const products = new Set<number>();
    let pending = '';
    let ending = '';
    for await (const chunk of response.body!) {
      const text = decoder.decode(chunk, { stream: true });
      ending = `${ending}${text}`.slice(-64);
      // Only whole <loc>s are counted; the rest waits for the next chunk.
      pending += text;
      const last = pending.lastIndexOf('</loc>');
      if (last < 0) continue;
      const whole = last + '</loc>'.length;
      const locs = pending
        .slice(0, whole)
        .matchAll(/<loc>https:\/\/shop\.example\.com\/products\/(\d+)<\/loc>/g);
      for (const [, n] of locs) products.add(Number(n));
      pending = pending.slice(whole);
    }
    expect(products.size).toBe(50_000);
    expect([...products].every((n) => n >= 1 && n <= 50_000)).toBe(true);
    expect(ending).toMatch(/<\/urlset>\n$/);
  });

  it("reads the blog's gzip sitemap named in its robots.txt, and every URL of the blog, docs and legacy sitemaps is a live page", async () => {
    const robots = await getDemo(sandbox(), 'https://blog.example.net/robots.txt');
    const named = /^Sitemap: (\S+)$/m.exec(robots.body)![1]!;
    const blog = await crawl(named);
    expect(blog.urls).toHaveLength(21);
    expect(blog.urls).toContain('https://blog.example.net/posts/hello-world');
    const docs = await crawl('https://docs.example.net/sitemap.xml');
    const legacy = await crawl('http://legacy.example.net/sitemap.xml');
    expect(legacy.urls.every((url) => url.startsWith('http://legacy.example.net/'))).toBe(true);
    for (const url of [...blog.urls, ...docs.urls, ...legacy.urls])
      expect((await getDemo(sandbox(), url)).status, url).toBe(200);
  });
});
