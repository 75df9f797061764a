// The demo hosts' sitemaps (sitemaps.org protocol 0.9) and robots.txt. www.example.com has a sitemap index
// with a plain, a gzip and a nested index; its archive sitemap holds the cases a reader must normalise (a
// duplicate, an upper-case host, a fragment). shop.example.com has one sitemap at the protocol's maximum of
// 50,000 URLs; blog.example.net a gzip one that only robots.txt names. Entries are generated as they are read.
import {
  ARCHIVE_YEARS,
  ARTICLE_COUNT,
  articleDate,
  BLOG_POSTS,
  DOCS_PAGES,
  LEGACY_PAGES,
  PRODUCT_COUNT,
  WWW_SPECIAL,
} from './demo-pages';

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export interface DemoSitemap {
  /** A list of pages (`<urlset>`) or of other sitemaps (`<sitemapindex>`). */
  kind: 'urlset' | 'sitemapindex';
  gzip?: boolean;
  entries(): Iterable<SitemapEntry>;
}

const WWW = 'https://www.example.com';
const UPDATED = articleDate(ARTICLE_COUNT);

const index = (locs: string[]): DemoSitemap => ({
  kind: 'sitemapindex',
  entries: () => locs.map((loc) => ({ loc, lastmod: UPDATED })),
});
const pages = (origin: string, paths: readonly string[], gzip = false): DemoSitemap => ({
  kind: 'urlset',
  gzip,
  entries: () => paths.map((path) => ({ loc: `${origin}${path}` })),
});

function* range(count: number, entry: (n: number) => SitemapEntry): Generator<SitemapEntry> {
  for (let n = 1; n <= count; n += 1) yield entry(n);
}

/** Each host's sitemaps by path; the first is the one robots.txt names. */
const SITEMAPS: Record<string, Record<string, DemoSitemap>> = {
  'www.example.com': {
    '/sitemap.xml': index([
      `${WWW}/sitemaps/pages.xml`,
      `${WWW}/sitemaps/articles.xml.gz`,
      `${WWW}/sitemaps/archive-index.xml`,
    ]),
    '/sitemaps/pages.xml': pages(WWW, Object.keys(WWW_SPECIAL)),
    '/sitemaps/articles.xml.gz': {
      kind: 'urlset',
      gzip: true,
      entries: () => range(ARTICLE_COUNT, (n) => ({ loc: `${WWW}/articles/${n}`, lastmod: articleDate(n) })),
    },
    '/sitemaps/archive-index.xml': index([`${WWW}/sitemaps/archive-1.xml`]),
    '/sitemaps/archive-1.xml': {
      kind: 'urlset',
      entries: () => [
        ...ARCHIVE_YEARS.map((year) => ({ loc: `${WWW}/archive/${year}` })),
        // Already in the articles sitemap.
        { loc: `${WWW}/articles/5`, lastmod: articleDate(5) },
        // The same page as /articles/3 once the host is lower-cased, and as /articles/4 without the fragment.
        { loc: 'https://WWW.Example.com/articles/3' },
        { loc: `${WWW}/articles/4#comments` },
      ],
    },
  },
  'shop.example.com': {
    '/sitemap.xml': {
      kind: 'urlset',
      entries: () => range(PRODUCT_COUNT, (n) => ({ loc: `https://shop.example.com/products/${n}` })),
    },
  },
  'blog.example.net': {
    '/sitemap.xml.gz': pages(
      'https://blog.example.net',
      ['/', ...BLOG_POSTS.map((slug) => `/posts/${slug}`)],
      true,
    ),
  },
  'docs.example.net': { '/sitemap.xml': pages('https://docs.example.net', DOCS_PAGES) },
  'legacy.example.net': { '/sitemap.xml': pages('http://legacy.example.net', LEGACY_PAGES) },
};

export function sitemapAt(host: string, path: string): DemoSitemap | undefined {
  return SITEMAPS[host]?.[path];
}

/** The host's robots.txt, naming its sitemap; undefined for a host without one. */
export function robotsTxt(host: string, origin: string): string | undefined {
  const root = Object.keys(SITEMAPS[host] ?? {})[0];
  return root && `User-agent: *\nAllow: /\n\nSitemap: ${origin}${root}\n`;
}
