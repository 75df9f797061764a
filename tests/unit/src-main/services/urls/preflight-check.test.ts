import { describe, expect, it } from 'vitest';
import {
  createPreflight,
  deleteVerdict,
  ownershipReason,
  updateVerdict,
  type PageFacts,
} from '../../../../../src-main/services/urls/preflight-check';
import { createUrlStore } from '../../../../../src-main/services/urls/url-store';
import { WebFetchError, type WebFetch } from '../../../../../src-main/services/urls/web-fetch';
import { tempDatabase } from '../../../../support/temp-database';

const A = 'https://www.example.com/a';
const page = (facts: Partial<PageFacts>): PageFacts => ({
  status: 200,
  finalUrl: A,
  redirects: 0,
  noindex: null,
  canonical: null,
  ...facts,
});

describe('updateVerdict', () => {
  it('passes a 200 with a self canonical or none; notes redirects', () => {
    expect(updateVerdict(page({}))).toEqual({ verdict: 'pass', reason: null });
    expect(updateVerdict(page({ canonical: '/a#top' }))).toEqual({ verdict: 'pass', reason: null });
    expect(
      updateVerdict(page({ redirects: 2, finalUrl: 'https://www.example.com/b', canonical: '/b' })),
    ).toEqual({
      verdict: 'pass',
      reason: '200 after 2 redirects to https://www.example.com/b',
    });
  });

  it('fails another status, noindex, and a canonical naming another page', () => {
    expect(updateVerdict(page({ status: 404 }))).toEqual({
      verdict: 'fail',
      reason: 'answers HTTP 404: an update needs 200',
    });
    expect(updateVerdict(page({ noindex: 'header' }))).toEqual({
      verdict: 'fail',
      reason: 'noindex by its X-Robots-Tag header: Google will not index it',
    });
    expect(updateVerdict(page({ noindex: 'meta', redirects: 1 })).reason).toBe(
      `noindex by its robots meta tag after 1 redirect to ${A}: Google will not index it`,
    );
    expect(updateVerdict(page({ canonical: '/articles/2' }))).toEqual({
      verdict: 'fail',
      reason: `its canonical is https://www.example.com/articles/2, not ${A}`,
    });
  });
});

describe('deleteVerdict', () => {
  it('passes 404, 410 and noindex; fails a live indexable page', () => {
    expect(deleteVerdict(page({ status: 404 }))).toEqual({ verdict: 'pass', reason: null });
    expect(deleteVerdict(page({ status: 410, redirects: 1 })).verdict).toBe('pass');
    expect(deleteVerdict(page({ noindex: 'meta' }))).toEqual({
      verdict: 'pass',
      reason: 'answers HTTP 200 but is noindex by its robots meta tag',
    });
    expect(deleteVerdict(page({}))).toEqual({
      verdict: 'fail',
      reason: 'answers HTTP 200 and is not noindex: a removal needs 404, 410 or noindex',
    });
    expect(deleteVerdict(page({ status: 500 })).verdict).toBe('fail');
  });
});

describe('ownershipReason', () => {
  it('names the sender and the property, or that none covers the URL', () => {
    expect(ownershipReason({ site: 'sc-domain:example.com', owned: 'owner' }, 'robot@x', null)).toBeNull();
    expect(ownershipReason({ site: 'https://docs.example.net/', owned: 'not-owner' }, 'robot@x', null)).toBe(
      'not owned by robot@x: https://docs.example.net/',
    );
    expect(ownershipReason({ site: null, owned: 'not-owner' }, 'robot@x', null)).toBe(
      'not owned by robot@x: no property covers it',
    );
    expect(ownershipReason({ site: null, owned: 'unknown' }, null, 'Profile "p" is not signed in')).toBe(
      'ownership not known: Profile "p" is not signed in',
    );
  });
});

const database = tempDatabase('preflight', { unsynced: true });

describe('the pre-flight run', () => {
  it('fetches the sites when ownership is unknown, judges each page, records it and reports progress', async () => {
    const store = createUrlStore({ db: database.db });
    const urls = Array.from({ length: 20 }, (_, n) => `https://www.example.com/${n}`);
    store.add('p', [...urls, 'https://other.example/x']);
    let inFlight = 0;
    let most = 0;
    const fetchWeb: WebFetch = async (_profile, url) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (url.endsWith('/3')) throw new WebFetchError(`Redirect loop: ${url} → ${url}`, 1);
      return {
        url,
        status: url.endsWith('/4') ? 404 : 200,
        headers: new Headers(),
        body: new Uint8Array(),
        redirects: [],
      };
    };
    let listed = 0;
    const preflight = createPreflight({
      store,
      fetchWeb,
      identity: () => 'robot@x',
      sites: {
        refreshOwnership: async (profileId) => {
          listed += 1;
          store.setOwnership(profileId, (url) =>
            url.startsWith('https://www.example.com/')
              ? { site: 'sc-domain:example.com', owned: 'owner' }
              : { site: null, owned: 'not-owner' },
          );
          return { identity: 'robot@x', sites: [] };
        },
      },
      now: () => 7,
    });
    const events: { done: number; total: number }[] = [];
    const counts = await preflight(
      'p',
      [...urls, 'https://other.example/x'],
      'URL_UPDATED',
      (e) => events.push(e),
      new AbortController().signal,
    );
    expect(counts).toEqual({ checked: 21, passed: 18, failed: 3 });
    expect(listed).toBe(1);
    expect(most).toBeLessThanOrEqual(6);
    expect(events.at(-1)).toEqual({ done: 21, total: 21 });
    const rows = store.list('p', { offset: 0, limit: 30, filter: { preflight: 'fail' } }).rows;
    expect(rows.map((row) => [row.url, row.preflight?.reason, row.preflight?.status])).toEqual([
      [
        'https://www.example.com/3',
        'Redirect loop: https://www.example.com/3 → https://www.example.com/3',
        null,
      ],
      ['https://www.example.com/4', 'answers HTTP 404: an update needs 200', 404],
      ['https://other.example/x', 'not owned by robot@x: no property covers it', 200],
    ]);
    expect(rows[0]!.preflight).toMatchObject({ intent: 'URL_UPDATED', redirects: 1, checkedAt: 7 });
  });
});

describe('stopping a pre-flight', () => {
  it('checks no more pages once stopped, keeping what was checked', async () => {
    const store = createUrlStore({ db: database.db });
    const urls = Array.from({ length: 30 }, (_, n) => `https://www.example.com/${n}`);
    store.add('p', urls);
    store.setOwnership('p', () => ({ site: 'sc-domain:example.com', owned: 'owner' }));
    const stop = new AbortController();
    const fetched: string[] = [];
    const fetchWeb: WebFetch = async (_profile, url) => {
      fetched.push(url);
      if (fetched.length === 8) stop.abort();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { url, status: 200, headers: new Headers(), body: new Uint8Array(), redirects: [] };
    };
    const preflight = createPreflight({
      store,
      fetchWeb,
      identity: () => 'robot@x',
      sites: { refreshOwnership: () => Promise.reject(new Error('not asked: every URL is owned')) },
    });
    await expect(preflight('p', urls, 'URL_UPDATED', () => undefined, stop.signal)).rejects.toMatchObject({
      code: 'CANCELLED',
      message: expect.stringMatching(/^The pre-flight was stopped after \d+ of 30 URLs$/),
    });
    expect(fetched.length).toBeLessThan(15);
    expect(store.list('p', { offset: 0, limit: 50, filter: { preflight: 'pass' } }).total).toBe(
      fetched.length,
    );
  });
});
