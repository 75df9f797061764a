import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseSitemap } from '../../../../../src-main/services/urls/sitemap-parser';

const bytes = (text: string) => new TextEncoder().encode(text);
const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://www.example.com/a?x=1&amp;y=2 </loc><lastmod>2025-01-01</lastmod>
    <image:image><image:loc>https://www.example.com/a.png</image:loc></image:image></url>
  <url><loc><![CDATA[https://www.example.com/b]]></loc></url>
</urlset>`;
const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://www.example.com/pages.xml</loc></sitemap>
  <sitemap><loc>https://www.example.com/more.xml.gz</loc><lastmod>2025-01-01</lastmod></sitemap>
</sitemapindex>`;

describe('parseSitemap', () => {
  it("reads a urlset's page locs (entities and CDATA decoded, an extension's image:loc left out)", async () => {
    expect(await parseSitemap(bytes(URLSET))).toEqual({
      kind: 'urlset',
      locs: ['https://www.example.com/a?x=1&y=2', 'https://www.example.com/b'],
    });
  });

  it("reads an index's sitemap locs", async () => {
    expect(await parseSitemap(bytes(INDEX))).toEqual({
      kind: 'sitemapindex',
      locs: ['https://www.example.com/pages.xml', 'https://www.example.com/more.xml.gz'],
    });
  });

  it('inflates gzip by its magic bytes', async () => {
    expect((await parseSitemap(gzipSync(URLSET))).locs).toHaveLength(2);
  });

  it('reads the protocol maximum of 50,000 URLs', async () => {
    const entries = Array.from(
      { length: 50_000 },
      (_, n) => `<url><loc>https://shop.example.com/products/${n + 1}</loc></url>`,
    );
    const parsed = await parseSitemap(
      gzipSync(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</urlset>`),
    );
    expect(parsed.locs).toHaveLength(50_000);
    expect(parsed.locs.at(-1)).toBe('https://shop.example.com/products/50000');
  });

  it('refuses what is not a sitemap, a damaged gzip, and more than 50 MB uncompressed, saying so', async () => {
    await expect(parseSitemap(bytes('<!doctype html><html><body>hi</body></html>'))).rejects.toThrow(
      'Not a sitemap: its root element is <html>, not <urlset> or <sitemapindex> (sitemaps.org protocol)',
    );
    await expect(parseSitemap(bytes('just text'))).rejects.toThrow(
      'Not a sitemap: the file holds no XML element',
    );
    await expect(parseSitemap(gzipSync(URLSET).subarray(0, 40))).rejects.toThrow(
      /^The gzip data of the sitemap is damaged/,
    );
    const bomb = gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(51 * 1024 * 1024, 0x20)]));
    await expect(parseSitemap(bomb)).rejects.toThrow(
      "The sitemap is larger than 50 MB uncompressed, the sitemap protocol's limit: split it into several sitemaps under a sitemap index",
    );
  });
});
