// Pre-flight: before any quota is spent, each page is fetched and judged for the notification it would get.
// An update needs a final 200 (redirects are noted), no noindex and a canonical that is the page itself; a
// removal needs 404/410 or noindex. Either way the sender must own a property covering the URL, or the service
// answers 403. Verdicts are pure functions of the fetched page; the runner fetches a few pages at a time.
import { VerityError } from '../../../src-shared/contract/result';
import type { NotificationType, Preflight } from '../../../src-shared/contract/schemas/urls';
import { normaliseUrl } from './normalise-url';
import { readHead, robotsHeaderNoindex } from './page-signals';
import type { UrlOwnership } from './site-ownership';
import type { UrlSites } from './url-sites';
import type { UrlStore } from './url-store';
import { WebFetchError, type WebFetch } from './web-fetch';

const CONCURRENCY = 6;
const PROGRESS_EVERY_MS = 100;
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
const ACCEPT_HTML = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5';

/** What the fetch found, in the terms the verdicts use. */
export interface PageFacts {
  status: number;
  /** Where the redirects ended. */
  finalUrl: string;
  redirects: number;
  /** Where the page says noindex, if it does. */
  noindex: 'header' | 'meta' | null;
  canonical: string | null;
}

type Verdict = Pick<Preflight, 'verdict' | 'reason'>;

const NOINDEX_WHERE = { header: 'its X-Robots-Tag header', meta: 'its robots meta tag' };
const moved = (page: PageFacts) =>
  page.redirects === 0
    ? ''
    : ` after ${page.redirects} redirect${page.redirects === 1 ? '' : 's'} to ${page.finalUrl}`;

/** URL_UPDATED: a final 200, no noindex, a canonical absent or equal to the (final) URL. */
export function updateVerdict(page: PageFacts): Verdict {
  if (page.status !== 200)
    return { verdict: 'fail', reason: `answers HTTP ${page.status}${moved(page)}: an update needs 200` };
  if (page.noindex)
    return {
      verdict: 'fail',
      reason: `noindex by ${NOINDEX_WHERE[page.noindex]}${moved(page)}: Google will not index it`,
    };
  if (page.canonical !== null) {
    const canonical = normaliseUrl(page.canonical, new URL(page.finalUrl));
    if (!canonical.ok || canonical.url !== page.finalUrl)
      return {
        verdict: 'fail',
        reason: `its canonical is ${canonical.ok ? canonical.url : `"${page.canonical}"`}, not ${page.finalUrl}`,
      };
  }
  return { verdict: 'pass', reason: page.redirects === 0 ? null : `200${moved(page)}` };
}

/** URL_DELETED: 404 or 410 (after redirects), or noindex. */
export function deleteVerdict(page: PageFacts): Verdict {
  if (page.status === 404 || page.status === 410)
    return { verdict: 'pass', reason: page.redirects === 0 ? null : `${page.status}${moved(page)}` };
  if (page.noindex)
    return {
      verdict: 'pass',
      reason: `answers HTTP ${page.status}${moved(page)} but is noindex by ${NOINDEX_WHERE[page.noindex]}`,
    };
  return {
    verdict: 'fail',
    reason: `answers HTTP ${page.status}${moved(page)} and is not noindex: a removal needs 404, 410 or noindex`,
  };
}

const VERDICTS: Record<NotificationType, (page: PageFacts) => Verdict> = {
  URL_UPDATED: updateVerdict,
  URL_DELETED: deleteVerdict,
};

/** Why the sender cannot notify a URL it does not own; null when it owns it. */
export function ownershipReason(ownership: UrlOwnership, identity: string | null, unknownWhy: string | null) {
  if (ownership.owned === 'owner') return null;
  if (ownership.owned === 'unknown')
    return `ownership not known: ${unknownWhy ?? "list the sender's Search Console sites first"}`;
  return `not owned by ${identity ?? 'the sender'}: ${ownership.site ?? 'no property covers it'}`;
}

export function createPreflight(deps: {
  store: Pick<UrlStore, 'ownership' | 'savePreflight'>;
  fetchWeb: WebFetch;
  sites: Pick<UrlSites, 'refreshOwnership'>;
  identity: (profileId: string) => string | null;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** Fetches one page and judges it; a fetch that fails (a loop, no answer) fails the pre-flight with why. */
  async function check(profileId: string, url: string, intent: NotificationType, signal: AbortSignal) {
    const base = { intent, finalUrl: null, redirects: 0, noindex: false, canonical: null };
    try {
      const answer = await deps.fetchWeb(profileId, url, {
        maxBytes: MAX_PAGE_BYTES,
        accept: ACCEPT_HTML,
        signal,
      });
      const head = readHead(answer.body);
      const noindex = robotsHeaderNoindex(answer.headers.get('x-robots-tag'))
        ? 'header'
        : head.metaNoindex
          ? 'meta'
          : null;
      const page: PageFacts = {
        status: answer.status,
        finalUrl: answer.url,
        redirects: answer.redirects.length,
        noindex,
        canonical: head.canonical,
      };
      return {
        ...base,
        ...VERDICTS[intent](page),
        status: page.status,
        finalUrl: page.redirects > 0 ? page.finalUrl : null,
        redirects: page.redirects,
        noindex: noindex !== null,
        canonical: page.canonical,
      };
    } catch (error) {
      if (signal.aborted || !(error instanceof VerityError)) throw error;
      const redirects = error instanceof WebFetchError ? error.redirects : 0;
      return { ...base, verdict: 'fail' as const, reason: error.message, status: null, redirects };
    }
  }

  return async function preflight(
    profileId: string,
    urls: readonly string[],
    intent: NotificationType,
    progress: (event: { done: number; total: number }) => void,
    signal: AbortSignal,
  ): Promise<{ checked: number; passed: number; failed: number }> {
    let ownership = deps.store.ownership(profileId, urls);
    let unknownWhy: string | null = null;
    if ([...ownership.values()].some((entry) => entry.owned === 'unknown')) {
      try {
        await deps.sites.refreshOwnership(profileId);
        ownership = deps.store.ownership(profileId, urls);
      } catch (error) {
        unknownWhy = error instanceof Error ? error.message : String(error);
      }
    }
    const identity = deps.identity(profileId);
    const counts = { checked: 0, passed: 0, failed: 0 };
    let lastProgress = 0;
    let next = 0;
    const worker = async () => {
      while (next < urls.length && !signal.aborted) {
        const url = urls[next++]!;
        const judged = await check(profileId, url, intent, signal);
        const owned = ownership.get(url) ?? { site: null, owned: 'unknown' as const };
        const notOwned = ownershipReason(owned, identity, unknownWhy);
        const result: Preflight = {
          ...judged,
          verdict: notOwned ? 'fail' : judged.verdict,
          reason: [notOwned, judged.reason].filter(Boolean).join('; ') || null,
          checkedAt: now(),
        };
        deps.store.savePreflight(profileId, url, result);
        counts.checked += 1;
        counts[result.verdict === 'pass' ? 'passed' : 'failed'] += 1;
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = Date.now();
          progress({ done: counts.checked, total: urls.length });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
    // Stopped: what was checked is saved; the rest keep their earlier pre-flight.
    if (signal.aborted)
      throw new VerityError(
        'CANCELLED',
        `The pre-flight was stopped after ${counts.checked} of ${urls.length} URLs`,
      );
    progress({ done: counts.checked, total: urls.length });
    return counts;
  };
}
