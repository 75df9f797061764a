// What each demo host answers for a path: a page (200, or a 404/410 error page), or a redirect. The pages
// are the cases a URL pre-flight must tell apart: live pages with a self canonical, redirects (one hop, a
// chain, a loop), gone pages, `noindex` by header or by meta tag, and a canonical pointing elsewhere.
// Everything is computed from the path, so no host needs files on disk.
import type { DEMO_WEB_HOSTS } from '../../../../src-shared/demo-web';

export interface DemoPage {
  kind: 'page';
  status: 200 | 404 | 410;
  title: string;
  text: string;
  /** A path on the same origin; 200 pages default to their own path, error pages have none. */
  canonical?: string;
  /** The content of `<meta name="robots">`. */
  robots?: string;
  headers?: Record<string, string>;
}

interface DemoRedirect {
  kind: 'redirect';
  status: 301 | 302;
  /** A path on the same origin, or an absolute URL. */
  location: string;
}

export type DemoAnswer = DemoPage | DemoRedirect;

export const ARTICLE_COUNT = 250;
export const PRODUCT_COUNT = 50_000;
export const ARCHIVE_YEARS = [2023, 2024, 2025];

/** The blog's posts, by slug. */
export const BLOG_POSTS = [
  'hello-world',
  'why-we-moved-to-http2',
  'a-year-of-static-sites',
  'caching-without-tears',
  'the-case-for-boring-tech',
  'notes-on-sitemaps',
  'canonical-urls-explained',
  'redirects-that-do-not-hurt',
  'what-noindex-really-does',
  'measuring-crawl-budget',
  'structured-data-basics',
  'images-that-load-fast',
  'fonts-and-layout-shift',
  'a-tour-of-robots-txt',
  'pagination-done-right',
  'moving-a-site-to-https',
  'hreflang-for-small-sites',
  'log-files-are-data',
  'deleting-pages-gracefully',
  'what-we-learned-this-year',
];

export const DOCS_PAGES = [
  '/',
  '/guide/getting-started',
  '/guide/install',
  '/guide/configuration',
  '/reference/api',
  '/reference/cli',
  '/changelog',
];

export const LEGACY_PAGES = ['/', '/about', '/contact', '/news/2012', '/news/2013'];

const page = (title: string, text: string, extra: Partial<DemoPage> = {}): DemoPage => ({
  kind: 'page',
  status: 200,
  title,
  text,
  ...extra,
});
const redirect = (status: 301 | 302, location: string): DemoRedirect => ({
  kind: 'redirect',
  status,
  location,
});

export const NOT_FOUND: DemoPage = {
  kind: 'page',
  status: 404,
  title: 'Page not found',
  text: 'There is no page at this address. Check the link, or start again from the home page.',
};

/** The special pages of www.example.com, as its pages sitemap lists them. */
export const WWW_SPECIAL: Record<string, DemoAnswer> = {
  '/': page('Example News', 'The latest articles from Example News, updated every day.'),
  '/old-page': redirect(301, '/articles/1'),
  '/chain': redirect(302, '/old-page'),
  '/loop-a': redirect(302, '/loop-b'),
  '/loop-b': redirect(302, '/loop-a'),
  '/missing': NOT_FOUND,
  '/retired': {
    kind: 'page',
    status: 410,
    title: 'Page removed',
    text: 'This page has been removed for good and will not come back.',
  },
  '/private': page('Members area', 'Only members see this page; search engines are asked not to index it.', {
    headers: { 'x-robots-tag': 'noindex' },
  }),
  '/draft': page('Draft: upcoming article', 'This article is not finished yet.', {
    robots: 'noindex, follow',
  }),
  '/copy': page('Article 2 (syndicated copy)', 'A copy of article 2; the original is the canonical page.', {
    canonical: '/articles/2',
  }),
};

/** N when `path` is `${prefix}N` with 1 ≤ N ≤ max. */
function numbered(path: string, prefix: string, max: number): number | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const digits = path.slice(prefix.length);
  if (!/^[1-9]\d*$/.test(digits)) return undefined;
  const n = Number(digits);
  return n <= max ? n : undefined;
}

/** The day article N was last changed: one a day from 1 January 2025. */
export function articleDate(n: number): string {
  return new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10);
}

function wwwPage(path: string): DemoAnswer | undefined {
  const special = WWW_SPECIAL[path];
  if (special) return special;
  const article = numbered(path, '/articles/', ARTICLE_COUNT);
  if (article)
    return page(
      `Article ${article}`,
      `Article ${article} of Example News, last updated ${articleDate(article)}.`,
    );
  const year = numbered(path, '/archive/', 9999);
  if (year && ARCHIVE_YEARS.includes(year))
    return page(`Archive ${year}`, `Every Example News article published in ${year}.`);
  return undefined;
}

function shopPage(path: string): DemoAnswer | undefined {
  if (path === '/') return page('Example Shop', 'Fifty thousand products, one click away.');
  const product = numbered(path, '/products/', PRODUCT_COUNT);
  return product ? page(`Product ${product}`, `Product ${product}: in stock, ships tomorrow.`) : undefined;
}

function blogPage(path: string): DemoAnswer | undefined {
  if (path === '/') return page('The Example Blog', 'Notes on running small websites.');
  const slug = path.startsWith('/posts/') ? path.slice('/posts/'.length) : '';
  if (!BLOG_POSTS.includes(slug)) return undefined;
  const title = slug.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase());
  return page(title, `${title}: a post on the Example Blog.`);
}

function docsPage(path: string): DemoAnswer | undefined {
  if (path === '/install') return redirect(301, '/guide/install');
  if (!DOCS_PAGES.includes(path)) return undefined;
  return page(path === '/' ? 'Example Docs' : `Docs: ${path.slice(1)}`, 'How to set up and use Example.');
}

function legacyPage(path: string): DemoAnswer | undefined {
  if (!LEGACY_PAGES.includes(path)) return undefined;
  return page(
    path === '/' ? 'Example Legacy' : `Legacy: ${path.slice(1)}`,
    'An old site, still served over http.',
  );
}

interface DemoHost {
  /**
   * Where the site lives: canonicals and redirects point there, and a request on the other scheme is
   * redirected there, except on the legacy site, which serves both schemes alike.
   */
  origin: string;
  servesBothSchemes?: boolean;
  pageAt(url: URL): DemoAnswer | undefined;
}

const onPath =
  (pageAt: (path: string) => DemoAnswer | undefined) =>
  (url: URL): DemoAnswer | undefined =>
    pageAt(url.pathname);

/** The demo hosts (src-shared/demo-web.ts DEMO_WEB_HOSTS) and their pages. */
export const DEMO_HOSTS: Record<(typeof DEMO_WEB_HOSTS)[number], DemoHost> = {
  // The bare domain sends every address to www, as most sites do.
  'example.com': {
    origin: 'https://example.com',
    pageAt: (url) => redirect(301, `https://www.example.com${url.pathname}${url.search}`),
  },
  'www.example.com': { origin: 'https://www.example.com', pageAt: onPath(wwwPage) },
  'shop.example.com': { origin: 'https://shop.example.com', pageAt: onPath(shopPage) },
  'blog.example.net': { origin: 'https://blog.example.net', pageAt: onPath(blogPage) },
  'docs.example.net': { origin: 'https://docs.example.net', pageAt: onPath(docsPage) },
  'legacy.example.net': {
    origin: 'http://legacy.example.net',
    servesBothSchemes: true,
    pageAt: onPath(legacyPage),
  },
};
