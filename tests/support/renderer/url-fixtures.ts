import type { QueueStatus, UrlFilter, UrlRow } from '../../../src-renderer/lib/contract';

export const urlRow = (url: string, change: Partial<UrlRow> = {}): UrlRow => ({
  url,
  site: 'sc-domain:example.com',
  owned: 'owner',
  lastUpdatedAt: null,
  lastDeletedAt: null,
  preflight: null,
  queue: null,
  lastError: null,
  addedAt: Date.UTC(2026, 10, 27),
  ...change,
});

export const queueStatus = (change: Partial<QueueStatus> = {}): QueueStatus => ({
  state: 'idle',
  queued: 0,
  held: 0,
  usedToday: 0,
  dailyQuota: 200,
  serviceDay: '2026-11-27',
  resetsAt: Date.now() + 5 * 3_600_000,
  resumesAt: null,
  metadataUsedThisMinute: 0,
  metadataPerMinute: 180,
  daysToFinish: 0,
  problem: null,
  ...change,
});

interface ListInput {
  search?: string;
  filter?: UrlFilter;
  offset: number;
  limit: number;
}

/**
 * `urls:list` over rows built on demand (row i is `https://www.example.com/p/<i>`), as main answers it: the
 * search matches part of the URL, the page is offset and limit of what matches.
 */
export function listOf(
  count: number,
  rowAt: (index: number) => UrlRow = (index) => urlRow(`https://www.example.com/p/${index}`),
) {
  return (input: unknown) => {
    const { search, offset, limit } = input as ListInput;
    if (search === undefined) {
      const end = Math.min(count, offset + limit);
      return {
        total: count,
        rows: Array.from({ length: Math.max(0, end - offset) }, (_, i) => rowAt(offset + i)),
      };
    }
    const matching = Array.from({ length: count }, (_, i) => rowAt(i)).filter((row) =>
      row.url.includes(search),
    );
    return { total: matching.length, rows: matching.slice(offset, offset + limit) };
  };
}

/** jsdom lays nothing out: the table's scroller gets a height so the virtualiser renders rows. */
export function giveScrollerAHeight(height = 520): () => void {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'urls-scroller' ? height : 0;
    },
  });
  // The getter lives on Element.prototype; removing this one brings it back.
  return () => delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
}
