// The demo web's pages over real HTTP, fetched at the sandbox paths the console maps demo URLs to: every
// kind a URL pre-flight tells apart (200 with a self canonical, redirects with absolute Locations on the
// real host, 404/410, noindex by header or meta, a canonical elsewhere), HEAD, and what is not on it.
import { describe, expect, it } from 'vitest';
import { demoWebPerFile, getDemo, readPage } from './demo-web-harness';
import { rawRequest } from './sandbox-harness';

const sandbox = demoWebPerFile();
const HTML = 'text/html; charset=utf-8';

async function page(href: string) {
  const response = await getDemo(sandbox(), href);
  return { status: response.status, headers: response.headers, ...readPage(response.body) };
}

describe('www.example.com', () => {
  it('serves the home page and articles 1–250 as HTML with a canonical to themselves, no key needed', async () => {
    for (const href of [
      'https://www.example.com/',
      'https://www.example.com/articles/1',
      'https://www.example.com/articles/250',
    ]) {
      const answer = await page(href);
      expect(answer, href).toMatchObject({ status: 200, canonical: href, robots: null });
      expect(answer.headers['content-type']).toBe(HTML);
      expect(answer.headers['x-robots-tag']).toBeUndefined();
    }
    expect((await page('https://www.example.com/articles/7?utm_source=mail')).canonical).toBe(
      'https://www.example.com/articles/7',
    );
    expect((await page('https://www.example.com/articles/42')).title).toBe('Article 42');
  });

  it('answers 404 for missing pages and articles out of range, 410 for a retired page, without a canonical', async () => {
    for (const path of ['/missing', '/articles/0', '/articles/251', '/articles/01', '/nothing/here']) {
      const answer = await page(`https://www.example.com${path}`);
      expect(answer, path).toMatchObject({ status: 404, title: 'Page not found', canonical: null });
      expect(answer.headers['content-type']).toBe(HTML);
    }
    expect(await page('https://www.example.com/retired')).toMatchObject({ status: 410, canonical: null });
  });

  it('asks not to be indexed by header on /private and by meta tag on /draft; /copy names another canonical', async () => {
    const privatePage = await page('https://www.example.com/private');
    expect(privatePage).toMatchObject({ status: 200, robots: null });
    expect(privatePage.headers['x-robots-tag']).toBe('noindex');
    const draft = await page('https://www.example.com/draft');
    expect(draft).toMatchObject({ status: 200, robots: 'noindex, follow' });
    expect(draft.headers['x-robots-tag']).toBeUndefined();
    expect(await page('https://www.example.com/copy')).toMatchObject({
      status: 200,
      canonical: 'https://www.example.com/articles/2',
    });
  });

  it('redirects with absolute Locations on the real host: one hop, a chain, a loop', async () => {
    const hop = async (href: string) => {
      const response = await getDemo(sandbox(), href);
      return [response.status, response.headers.location];
    };
    expect(await hop('https://www.example.com/old-page')).toEqual([
      301,
      'https://www.example.com/articles/1',
    ]);
    expect(await hop('https://www.example.com/chain')).toEqual([302, 'https://www.example.com/old-page']);
    expect(await hop('https://www.example.com/loop-a')).toEqual([302, 'https://www.example.com/loop-b']);
    expect(await hop('https://www.example.com/loop-b')).toEqual([302, 'https://www.example.com/loop-a']);
    // The bare domain and plain http go to https://www.example.com, the query kept.
    expect(await hop('https://example.com/articles/9?ref=x')).toEqual([
      301,
      'https://www.example.com/articles/9?ref=x',
    ]);
    expect(await hop('http://www.example.com/articles/9')).toEqual([
      301,
      'https://www.example.com/articles/9',
    ]);

    // Followed hop by hop, as the console does, the chain ends at article 1.
    let href = 'https://www.example.com/chain';
    const visited: number[] = [];
    for (;;) {
      const response = await getDemo(sandbox(), href);
      visited.push(response.status);
      if (!response.headers.location) break;
      href = response.headers.location;
    }
    expect(visited).toEqual([302, 301, 200]);
    expect(href).toBe('https://www.example.com/articles/1');
  });
});

describe('the other demo hosts', () => {
  it('serves shop products 1–50,000, the blog posts, the docs and the legacy site over both schemes', async () => {
    for (const href of [
      'https://shop.example.com/products/1',
      'https://shop.example.com/products/50000',
      'https://blog.example.net/posts/notes-on-sitemaps',
      'https://docs.example.net/guide/install',
      'http://legacy.example.net/about',
    ])
      expect(await page(href), href).toMatchObject({ status: 200, canonical: href });
    expect((await page('https://shop.example.com/products/50001')).status).toBe(404);
    expect((await page('https://blog.example.net/posts/no-such-post')).status).toBe(404);
    expect(await page('https://legacy.example.net/about')).toMatchObject({
      status: 200,
      canonical: 'http://legacy.example.net/about',
    });
    const moved = await getDemo(sandbox(), 'https://docs.example.net/install');
    expect([moved.status, moved.headers.location]).toEqual([301, 'https://docs.example.net/guide/install']);
  });

  it('names the blog sitemap in its robots.txt', async () => {
    const robots = await getDemo(sandbox(), 'https://blog.example.net/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^Sitemap: https:\/\/blog\.example\.net\/sitemap\.xml\.gz$/m);
  });
});

describe('requests', () => {
  it('answers HEAD with the GET status and headers and no body, pages and streamed sitemaps alike', async () => {
    for (const [href, status] of [
      ['https://www.example.com/private', 200],
      ['https://www.example.com/old-page', 301],
      ['https://www.example.com/missing', 404],
      ['https://shop.example.com/sitemap.xml', 200],
    ] as const) {
      const get = await getDemo(sandbox(), href);
      const head = await getDemo(sandbox(), href, 'HEAD');
      expect([get.status, head.status], href).toEqual([status, status]);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'location', 'x-robots-tag'])
        expect(head.headers[name], `${href} ${name}`).toBe(get.headers[name]);
    }
  });

  it('answers a host off the demo web with a text 404 naming the demo hosts, and other methods with 405', async () => {
    for (const path of ['/demo-web/https/example.org/', '/demo-web/gopher/www.example.com/', '/demo-web']) {
      const response = await rawRequest(`${sandbox().baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain(`The demo web has no site at ${path}.`);
      expect(response.body).toContain('example.com, www.example.com, shop.example.com, blog.example.net');
    }
    const posted = await rawRequest(`${sandbox().baseUrl}/demo-web/https/www.example.com/`, {
      method: 'POST',
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
  });
});
