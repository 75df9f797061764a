// The URL list through the router against the real sandbox: sitemaps of its demo web imported (an index with
// nested, gzip and duplicate-holding sitemaps; 50,000 URLs; a gzip file), pasted values resolved against a
// site, pre-flights of the demo pages, and ownership from each sender's Search Console properties.
import { describe, expect, it } from 'vitest';
import type { OpenBrowser } from '../../../src-main/services/accounts/accounts';
import type { Result } from '../../../src-shared/contract/result';
import type { Preflight, UrlRow } from '../../../src-shared/contract/schemas/urls';
import { TEST_CTX, startTestCore, type TestCore } from '../../support/test-core';
import { answerConsent, OWNER, oauthSandboxPerFile } from '../sandbox/oauth-harness';
import { inSandbox } from '../sandbox/demo-web-harness';

const oauth = oauthSandboxPerFile();
const WWW = 'https://www.example.com';

/** The person at the browser allows Verity in as Ada, the demo account that owns most demo sites. */
const allowAsAda: OpenBrowser = async (url) => {
  await fetch(await answerConsent(url, { decision: 'allow', account: OWNER.sub }));
};

async function core(sender: 'service-account' | 'ada' | 'nobody'): Promise<TestCore> {
  const test = await startTestCore('urls-list', oauth().sandbox, undefined, { openBrowser: allowAsAda });
  if (sender === 'service-account')
    value(
      await test.call('accounts:importServiceAccount', {
        profileId: 'sandbox',
        json: JSON.stringify(oauth().serviceAccount),
      }),
    );
  if (sender === 'ada') value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
  return test;
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function rows(test: TestCore, query: Record<string, unknown> = {}) {
  return value(
    await test.call<{ total: number; rows: UrlRow[] }>('urls:list', { offset: 0, limit: 1000, ...query }),
  );
}

/** Runs a pre-flight through the router's stream, keeping its progress events. */
async function preflight(test: TestCore, urls: string[], intent: 'URL_UPDATED' | 'URL_DELETED') {
  const events: { done: number; total: number }[] = [];
  const run = test.core.router.stream(
    'urls:preflight',
    { target: { urls }, intent },
    { event: (event) => events.push(event as { done: number; total: number }) },
    TEST_CTX,
  );
  const counts = value(await run.done);
  const byUrl = new Map((await rows(test)).rows.map((row) => [row.url, row.preflight]));
  return { counts, events, of: (url: string) => byUrl.get(url) as Preflight };
}

describe('importing URLs', () => {
  it("the demo sitemap index: nested, gzip and duplicate-holding sitemaps, each reported; the sender's ownership recorded", async () => {
    const test = await core('service-account');
    try {
      const imported = value(
        await test.call('urls:importSitemap', { source: { kind: 'url', url: `${WWW}/sitemap.xml` } }),
      );
      expect(imported).toEqual({
        added: 263,
        alreadyListed: 3,
        invalid: 0,
        invalidSamples: [],
        sitemaps: [
          { url: `${WWW}/sitemap.xml`, urls: 0, error: null },
          { url: `${WWW}/sitemaps/pages.xml`, urls: 10, error: null },
          { url: `${WWW}/sitemaps/articles.xml.gz`, urls: 250, error: null },
          { url: `${WWW}/sitemaps/archive-index.xml`, urls: 0, error: null },
          { url: `${WWW}/sitemaps/archive-1.xml`, urls: 6, error: null },
        ],
      });
      const listed = await rows(test);
      expect(listed.total).toBe(263);
      const urls = listed.rows.map((row) => row.url);
      expect(urls.slice(0, 2)).toEqual([`${WWW}/`, `${WWW}/old-page`]);
      expect(urls).toContain(`${WWW}/archive/2025`);
      expect(urls.filter((url) => /articles\/[345]$/.test(url))).toHaveLength(3);
      expect(urls.some((url) => url.includes('#') || url.includes('WWW'))).toBe(false);
      // The service account owns sc-domain:example.com.
      expect(new Set(listed.rows.map((row) => `${row.owned} ${row.site}`))).toEqual(
        new Set(['owner sc-domain:example.com']),
      );
      expect((await rows(test, { search: 'ARCHIVE/', limit: 2, offset: 1 })).rows.map((r) => r.url)).toEqual([
        `${WWW}/archive/2024`,
        `${WWW}/archive/2025`,
      ]);

      const again = value(
        await test.call<{ added: number; alreadyListed: number }>('urls:importSitemap', {
          source: { kind: 'url', url: `${WWW}/sitemap.xml` },
        }),
      );
      expect(again).toMatchObject({ added: 0, alreadyListed: 266 });
    } finally {
      await test.close();
    }
  });

  it('the 50,000 URLs of the shop sitemap, and a gzip sitemap file', async () => {
    const test = await core('service-account');
    try {
      const shop = value(
        await test.call('urls:importSitemap', {
          source: { kind: 'url', url: 'https://shop.example.com/sitemap.xml' },
        }),
      );
      expect(shop).toMatchObject({ added: 50_000, alreadyListed: 0, invalid: 0 });
      const last = await rows(test, { offset: 49_999, limit: 5 });
      expect(last).toMatchObject({
        total: 50_000,
        rows: [
          { url: 'https://shop.example.com/products/50000', owned: 'owner', site: 'sc-domain:example.com' },
        ],
      });

      const gz = Buffer.from(
        await (
          await fetch(inSandbox(oauth().sandbox, 'https://blog.example.net/sitemap.xml.gz'))
        ).arrayBuffer(),
      );
      expect([...gz.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      const file = value(
        await test.call('urls:importSitemap', {
          source: { kind: 'file', name: 'sitemap.xml.gz', base64: gz.toString('base64') },
        }),
      );
      expect(file).toMatchObject({
        added: 21,
        sitemaps: [{ url: 'sitemap.xml.gz', urls: 21, error: null }],
      });
      // The service account has no property for the blog.
      expect((await rows(test, { search: 'blog.example.net', limit: 1 })).rows[0]).toMatchObject({
        url: 'https://blog.example.net/',
        owned: 'not-owner',
        site: null,
      });
    } finally {
      await test.close();
    }
  });

  it('pasted values resolved against a site, counted as added, already listed or invalid', async () => {
    const test = await core('nobody');
    try {
      const added = value(
        await test.call('urls:add', {
          urls: [
            '/about',
            'docs.example.net/guide/install',
            'https://WWW.example.com/about#team',
            'mailto:ada@example.com',
            '  ',
          ],
          base: WWW,
        }),
      );
      expect(added).toEqual({
        added: 2,
        alreadyListed: 1,
        invalid: 2,
        invalidSamples: [
          {
            value: 'mailto:ada@example.com',
            reason: 'a mailto: URL: only http and https pages can be notified',
          },
          { value: '  ', reason: 'empty' },
        ],
      });
      // Nobody to ask Search Console as: the URLs are listed, their ownership unknown.
      expect((await rows(test)).rows.map((row) => [row.url, row.owned])).toEqual([
        [`${WWW}/about`, 'unknown'],
        ['https://docs.example.net/guide/install', 'unknown'],
      ]);
      expect(await test.call('urls:add', { urls: ['/x'] })).toMatchObject({
        ok: true,
        value: { invalid: 1 },
      });
      expect(value(await test.call('urls:remove', { target: { all: true, search: 'docs.' } }))).toEqual({
        removed: 1,
      });
      expect((await rows(test)).total).toBe(1);
    } finally {
      await test.close();
    }
  });
});

describe('pre-flight of the demo pages', () => {
  const SPECIAL = [
    '/',
    '/articles/1',
    '/old-page',
    '/chain',
    '/loop-a',
    '/missing',
    '/retired',
    '/private',
    '/draft',
    '/copy',
  ].map((path) => `${WWW}${path}`);

  it('an update needs a final 200 without noindex and with its own canonical; redirects are noted, a loop fails', async () => {
    const test = await core('service-account');
    try {
      value(await test.call('urls:add', { urls: [...SPECIAL, 'https://docs.example.net/guide/install'] }));
      const run = await preflight(
        test,
        [...SPECIAL, 'https://docs.example.net/guide/install'],
        'URL_UPDATED',
      );
      expect(run.counts).toEqual({ checked: 11, passed: 4, failed: 7 });
      expect(run.events.at(-1)).toEqual({ done: 11, total: 11 });
      const verdict = (path: string) => {
        const { verdict, reason, status, redirects } = run.of(`${WWW}${path}`);
        return { verdict, reason, status, redirects };
      };
      expect(verdict('/')).toEqual({ verdict: 'pass', reason: null, status: 200, redirects: 0 });
      expect(verdict('/old-page')).toEqual({
        verdict: 'pass',
        reason: `200 after 1 redirect to ${WWW}/articles/1`,
        status: 200,
        redirects: 1,
      });
      expect(run.of(`${WWW}/old-page`).finalUrl).toBe(`${WWW}/articles/1`);
      expect(verdict('/chain')).toMatchObject({ verdict: 'pass', redirects: 2 });
      expect(verdict('/missing')).toEqual({
        verdict: 'fail',
        reason: 'answers HTTP 404: an update needs 200',
        status: 404,
        redirects: 0,
      });
      expect(verdict('/retired')).toMatchObject({ verdict: 'fail', status: 410 });
      expect(verdict('/private').reason).toBe('noindex by its X-Robots-Tag header: Google will not index it');
      expect(verdict('/draft').reason).toBe('noindex by its robots meta tag: Google will not index it');
      expect(verdict('/copy').reason).toBe(`its canonical is ${WWW}/articles/2, not ${WWW}/copy`);
      expect(verdict('/loop-a')).toEqual({
        verdict: 'fail',
        reason: `Redirect loop: ${WWW}/loop-a → ${WWW}/loop-b → ${WWW}/loop-a`,
        status: null,
        redirects: 2,
      });
      // A live page on a property the service account has only "Full" permission on.
      expect(run.of('https://docs.example.net/guide/install')).toMatchObject({
        verdict: 'fail',
        reason: `not owned by ${oauth().serviceAccount.client_email}: https://docs.example.net/`,
        status: 200,
      });
      expect(
        value(
          await test.call<{ total: number }>('urls:list', {
            offset: 0,
            limit: 1,
            filter: { preflight: 'fail' },
          }),
        ).total,
      ).toBe(7);
    } finally {
      await test.close();
    }
  });

  it('a removal needs 404, 410 or noindex: the 200 page fails, the gone and noindex pages pass', async () => {
    const test = await core('service-account');
    try {
      value(await test.call('urls:add', { urls: SPECIAL }));
      const run = await preflight(test, SPECIAL, 'URL_DELETED');
      const verdicts = Object.fromEntries(SPECIAL.map((url) => [url.slice(WWW.length), run.of(url).verdict]));
      expect(verdicts).toEqual({
        '/': 'fail',
        '/articles/1': 'fail',
        '/old-page': 'fail',
        '/chain': 'fail',
        '/loop-a': 'fail',
        '/missing': 'pass',
        '/retired': 'pass',
        '/private': 'pass',
        '/draft': 'pass',
        '/copy': 'fail',
      });
      expect(run.of(`${WWW}/`).reason).toBe(
        'answers HTTP 200 and is not noindex: a removal needs 404, 410 or noindex',
      );
    } finally {
      await test.close();
    }
  });
});

describe('ownership', () => {
  const URLS = [
    `${WWW}/`,
    'https://blog.example.net/',
    'https://docs.example.net/',
    'http://legacy.example.net/',
    'https://legacy.example.net/',
  ];
  const owned = async (test: TestCore) =>
    (await rows(test)).rows.map((row) => [row.url, row.owned, row.site]);

  it("the service account's properties, then Ada's once she signs in (her sign-in is whose access the profile uses)", async () => {
    const test = await core('service-account');
    try {
      value(await test.call('urls:add', { urls: URLS }));
      expect(value(await test.call('urls:sites', {}))).toEqual({
        identity: oauth().serviceAccount.client_email,
        sites: [
          { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
          { siteUrl: 'https://docs.example.net/', permissionLevel: 'siteFullUser' },
        ],
      });
      expect(await owned(test)).toEqual([
        [`${WWW}/`, 'owner', 'sc-domain:example.com'],
        ['https://blog.example.net/', 'not-owner', null],
        ['https://docs.example.net/', 'not-owner', 'https://docs.example.net/'],
        ['http://legacy.example.net/', 'not-owner', null],
        ['https://legacy.example.net/', 'not-owner', null],
      ]);

      value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
      expect(value(await test.call<{ identity: string }>('urls:sites', {})).identity).toBe(OWNER.email);
      expect(await owned(test)).toEqual([
        [`${WWW}/`, 'owner', 'sc-domain:example.com'],
        ['https://blog.example.net/', 'owner', 'https://blog.example.net/'],
        ['https://docs.example.net/', 'owner', 'https://docs.example.net/'],
        ['http://legacy.example.net/', 'not-owner', 'http://legacy.example.net/'],
        // A URL-prefix property matches its scheme: http://legacy… does not cover https://legacy….
        ['https://legacy.example.net/', 'not-owner', null],
      ]);
    } finally {
      await test.close();
    }
  });

  it('without an account to ask as, urls.sites says what to do', async () => {
    const test = await core('nobody');
    try {
      expect(await test.call('urls:sites', {})).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: expect.stringMatching(/not signed in .*service-account key/) },
      });
    } finally {
      await test.close();
    }
  });
});
