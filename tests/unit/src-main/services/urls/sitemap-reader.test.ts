import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSitemapReader } from '../../../../../src-main/services/urls/sitemap-reader';
import type { WebFetch } from '../../../../../src-main/services/urls/web-fetch';

const index = (...locs: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;
const urlset = (...locs: string[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;

const S = 'https://site.example';

/** A web of sitemaps by URL (any other URL answers 404), and the URLs asked for. */
function reader(sitemaps: Record<string, string | Uint8Array>) {
  const asked: string[] = [];
  const fetchWeb: WebFetch = async (_profileId, url) => {
    asked.push(url);
    const body = sitemaps[url];
    return {
      url,
      status: body === undefined ? 404 : 200,
      headers: new Headers(),
      body: typeof body === 'string' ? new TextEncoder().encode(body) : (body ?? new Uint8Array()),
      redirects: [],
    };
  };
  return { read: createSitemapReader({ fetchWeb }), asked };
}

describe('sitemap reader', () => {
  it('follows an index into nested indexes and gzip sitemaps, reporting each; a loop and a missing one are reported, not fatal', async () => {
    const { read, asked } = reader({
      [`${S}/sitemap.xml`]: index(
        `${S}/pages.xml`,
        `${S}/articles.xml.gz`,
        `${S}/nested.xml`,
        `${S}/gone.xml`,
      ),
      [`${S}/pages.xml`]: urlset(`${S}/`, `${S}/about`),
      [`${S}/articles.xml.gz`]: gzipSync(urlset(`${S}/a/1`, `${S}/a/2`)),
      [`${S}/nested.xml`]: index(`${S}/archive.xml`, `${S}/sitemap.xml`),
      [`${S}/archive.xml`]: urlset(`${S}/a/1`, `${S}/old`),
    });
    const pages = await read('p', { kind: 'url', url: `${S}/sitemap.xml` });
    expect(pages.locs).toEqual([`${S}/`, `${S}/about`, `${S}/a/1`, `${S}/a/2`, `${S}/a/1`, `${S}/old`]);
    expect(pages.sitemaps).toEqual([
      { url: `${S}/sitemap.xml`, urls: 0, error: null },
      { url: `${S}/pages.xml`, urls: 2, error: null },
      { url: `${S}/articles.xml.gz`, urls: 2, error: null },
      { url: `${S}/nested.xml`, urls: 0, error: null },
      { url: `${S}/archive.xml`, urls: 2, error: null },
      {
        url: `${S}/sitemap.xml`,
        urls: 0,
        error: `Not read again: ${S}/nested.xml names a sitemap already read (a loop)`,
      },
      { url: `${S}/gone.xml`, urls: 0, error: `${S}/gone.xml answered HTTP 404, not a sitemap` },
    ]);
    expect(asked.filter((url) => url === `${S}/sitemap.xml`)).toHaveLength(1);
  });

  it('stops at indexes nested more than four levels deep', async () => {
    const deep = Object.fromEntries(
      Array.from({ length: 7 }, (_, n) => [`${S}/i${n}.xml`, index(`${S}/i${n + 1}.xml`)]),
    );
    const { read } = reader(deep);
    const pages = await read('p', { kind: 'url', url: `${S}/i0.xml` });
    expect(pages.sitemaps.map((s) => s.url)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `${S}/i${n}.xml`));
    expect(pages.sitemaps.at(-1)!.error).toBe('Not read: sitemap indexes nested more than 4 levels deep');
  });

  it('reads a file (gzip too), its nested sitemaps by URL; an unreadable first sitemap fails the whole read', async () => {
    const { read } = reader({ [`${S}/pages.xml`]: urlset(`${S}/x`) });
    const file = await read('p', {
      kind: 'file',
      name: 'sitemap.xml.gz',
      bytes: gzipSync(index(`${S}/pages.xml`)),
    });
    expect(file).toEqual({
      locs: [`${S}/x`],
      sitemaps: [
        { url: 'sitemap.xml.gz', urls: 0, error: null },
        { url: `${S}/pages.xml`, urls: 1, error: null },
      ],
    });
    await expect(read('p', { kind: 'url', url: `${S}/none.xml` })).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: `${S}/none.xml answered HTTP 404, not a sitemap`,
    });
  });
});
