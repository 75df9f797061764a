import { describe, expect, it } from 'vitest';
import type { Preflight } from '../../../../../src-shared/contract/schemas/urls';
import { createUrlStore } from '../../../../../src-main/services/urls/url-store';
import { tempDatabase } from '../../../../support/temp-database';

const database = tempDatabase('url-store', { unsynced: true });
const store = () => createUrlStore({ db: database.db, now: () => 1000 });
const P = 'sandbox';

const preflight = (verdict: 'pass' | 'fail'): Preflight => ({
  intent: 'URL_UPDATED',
  verdict,
  reason: verdict === 'fail' ? 'answers HTTP 404' : null,
  status: verdict === 'fail' ? 404 : 200,
  finalUrl: null,
  redirects: 0,
  noindex: false,
  canonical: null,
  checkedAt: 2000,
});

describe('url store', () => {
  it('adds in order, ignores URLs already listed, keeps profiles apart', () => {
    const urls = store();
    expect(urls.add(P, ['https://a.example/1', 'https://a.example/2'])).toBe(2);
    expect(urls.add(P, ['https://a.example/2', 'https://a.example/0'])).toBe(1);
    expect(urls.add('work', ['https://a.example/2'])).toBe(1);
    const listed = urls.list(P, { offset: 0, limit: 10 });
    expect(listed.total).toBe(3);
    expect(listed.rows.map((row) => row.url)).toEqual([
      'https://a.example/1',
      'https://a.example/2',
      'https://a.example/0',
    ]);
    expect(listed.rows[0]).toEqual({
      url: 'https://a.example/1',
      site: null,
      owned: 'unknown',
      lastUpdatedAt: null,
      lastDeletedAt: null,
      preflight: null,
      queue: null,
      lastError: null,
      addedAt: 1000,
    });
  });

  it('takes 100,000 URLs in one call', () => {
    const urls = store();
    const many = Array.from({ length: 100_000 }, (_, n) => `https://shop.example.com/products/${n}`);
    expect(urls.add(P, many)).toBe(100_000);
    expect(urls.list(P, { offset: 99_999, limit: 5 }).rows.map((row) => row.url)).toEqual([
      'https://shop.example.com/products/99999',
    ]);
  });

  it('lists by search (any case), filters, offset and limit, with the queue columns the send queue writes', () => {
    const urls = store();
    urls.add(P, ['https://a.example/Alpha', 'https://a.example/beta', 'https://b.example/alpha']);
    urls.savePreflight(P, 'https://a.example/beta', preflight('fail'));
    urls.setOwnership(P, (url) =>
      url.startsWith('https://a.example/')
        ? { site: 'sc-domain:a.example', owned: 'owner' }
        : { site: null, owned: 'not-owner' },
    );
    database.db
      .prepare(
        `UPDATE urls SET queue_state = 'failed', queue_type = 'URL_UPDATED', queue_reason = 'HTTP 403', queue_at = 5,
         last_error = ?, error_group = 'ownership' WHERE url = 'https://b.example/alpha'`,
      )
      .run(JSON.stringify({ group: 'ownership', status: 403, message: 'Permission denied', at: 5 }));
    const urlsOf = (query: Parameters<typeof urls.list>[1]) => urls.list(P, query).rows.map((r) => r.url);
    const all = { offset: 0, limit: 10 };
    expect(urlsOf({ ...all, search: 'ALPHA' })).toEqual([
      'https://a.example/Alpha',
      'https://b.example/alpha',
    ]);
    expect(urlsOf({ ...all, filter: { owned: 'owner' } })).toEqual([
      'https://a.example/Alpha',
      'https://a.example/beta',
    ]);
    expect(urlsOf({ ...all, filter: { preflight: 'fail' } })).toEqual(['https://a.example/beta']);
    expect(urlsOf({ ...all, filter: { preflight: 'none', queue: 'none' } })).toEqual([
      'https://a.example/Alpha',
    ]);
    expect(urlsOf({ ...all, filter: { errorGroup: 'ownership' } })).toEqual(['https://b.example/alpha']);
    expect(urls.list(P, { offset: 1, limit: 1, search: 'alpha' })).toMatchObject({
      total: 2,
      rows: [
        {
          url: 'https://b.example/alpha',
          owned: 'not-owner',
          queue: { state: 'failed', type: 'URL_UPDATED', reason: 'HTTP 403', at: 5 },
          lastError: { group: 'ownership', status: 403 },
        },
      ],
    });
    expect(urls.list(P, { ...all, search: 'beta' }).rows[0]).toMatchObject({
      site: 'sc-domain:a.example',
      preflight: preflight('fail'),
    });
  });

  it('resolves and removes a selection: the URLs named (only listed ones), or all that match', () => {
    const urls = store();
    urls.add(P, ['https://a.example/1', 'https://a.example/2', 'https://b.example/3']);
    expect(
      urls.resolve(P, { urls: ['https://b.example/3', 'https://a.example/1', 'https://nope.example/'] }),
    ).toEqual(['https://a.example/1', 'https://b.example/3']);
    expect(urls.resolve(P, { all: true, search: 'a.example' })).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(urls.ownership(P, ['https://a.example/2']).get('https://a.example/2')).toEqual({
      site: null,
      owned: 'unknown',
    });
    expect(urls.remove(P, { all: true, search: 'a.example' })).toBe(2);
    expect(urls.remove(P, { urls: ['https://b.example/3'] })).toBe(1);
    expect(urls.list(P, { offset: 0, limit: 10 }).total).toBe(0);
  });

  it('writes ownership only where it changed', () => {
    const urls = store();
    urls.add(P, ['https://a.example/1', 'https://b.example/2']);
    const decide = (url: string) =>
      url.includes('a.example')
        ? { site: 'sc-domain:a.example', owned: 'owner' as const }
        : { site: null, owned: 'not-owner' as const };
    expect(urls.setOwnership(P, decide)).toBe(2);
    expect(urls.setOwnership(P, decide)).toBe(0);
  });
});
