// A sitemap or sitemap index, by URL or from a file, with every nested sitemap it leads to: indexes within
// indexes up to four levels, each sitemap read once (an index naming one already read is a loop, reported and
// not followed). The first sitemap must be readable; one nested sitemap that is not is reported with why and
// the others still count. Answers the pages' <loc>s as written: normalising and de-duplicating come after.
import { VerityError } from '../../../src-shared/contract/result';
import type { SitemapImportResult } from '../../../src-shared/contract/schemas/urls';
import { normaliseUrl } from './normalise-url';
import { MAX_SITEMAP_BYTES, parseSitemap, type ParsedSitemap } from './sitemap-parser';
import type { WebFetch } from './web-fetch';

const MAX_INDEX_DEPTH = 4;
const ACCEPT = 'application/xml, text/xml;q=0.9, application/gzip;q=0.9, */*;q=0.5';

export type SitemapSource = { kind: 'url'; url: string } | { kind: 'file'; name: string; bytes: Uint8Array };
type SitemapReport = SitemapImportResult['sitemaps'][number];

export interface SitemapPages {
  /** Every page `<loc>` of every sitemap read, in order. */
  locs: string[];
  sitemaps: SitemapReport[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSitemapReader(deps: { fetchWeb: WebFetch }) {
  async function fetchSitemap(profileId: string, url: string, signal?: AbortSignal): Promise<ParsedSitemap> {
    const answer = await deps.fetchWeb(profileId, url, {
      maxBytes: MAX_SITEMAP_BYTES,
      accept: ACCEPT,
      timeoutMs: 60_000,
      signal,
    });
    if (answer.status !== 200)
      throw new VerityError(
        'UPSTREAM',
        `${url} answered HTTP ${answer.status}${answer.url !== url ? ` (at ${answer.url})` : ''}, not a sitemap`,
        { status: answer.status },
      );
    return parseSitemap(answer.body);
  }

  return async function readSitemaps(
    profileId: string,
    source: SitemapSource,
    signal?: AbortSignal,
  ): Promise<SitemapPages> {
    const first = source.kind === 'url' ? source.url : source.name;
    const root =
      source.kind === 'url'
        ? await fetchSitemap(profileId, source.url, signal)
        : await parseSitemap(source.bytes);
    const pages: SitemapPages = { locs: [], sitemaps: [] };
    const visited = new Set<string>(source.kind === 'url' ? [source.url] : []);

    /** Records what `sitemap` (read from `at`, `depth` indexes down) lists, following an index's entries. */
    async function take(sitemap: ParsedSitemap, at: string, depth: number): Promise<void> {
      if (sitemap.kind === 'urlset') {
        for (const loc of sitemap.locs) pages.locs.push(loc);
        pages.sitemaps.push({ url: at, urls: sitemap.locs.length, error: null });
        return;
      }
      pages.sitemaps.push({ url: at, urls: 0, error: null });
      for (const loc of sitemap.locs) {
        const normalised = normaliseUrl(loc, URL.canParse(at) ? new URL(at) : undefined);
        if (!normalised.ok) {
          pages.sitemaps.push({ url: loc, urls: 0, error: `Not read: ${normalised.reason}` });
          continue;
        }
        const url = normalised.url;
        if (visited.has(url)) {
          pages.sitemaps.push({
            url,
            urls: 0,
            error: `Not read again: ${at} names a sitemap already read (a loop)`,
          });
          continue;
        }
        visited.add(url);
        if (depth >= MAX_INDEX_DEPTH) {
          pages.sitemaps.push({
            url,
            urls: 0,
            error: `Not read: sitemap indexes nested more than ${MAX_INDEX_DEPTH} levels deep`,
          });
          continue;
        }
        let nested: ParsedSitemap;
        try {
          nested = await fetchSitemap(profileId, url, signal);
        } catch (error) {
          if (signal?.aborted) throw error;
          pages.sitemaps.push({ url, urls: 0, error: reasonOf(error) });
          continue;
        }
        await take(nested, url, depth + 1);
      }
    }

    await take(root, first, 0);
    return pages;
  };
}
