import type { ExchangeSummary } from '@/lib/contract';

export interface ExchangeListData {
  /** Newest first. */
  exchanges: ExchangeSummary[];
  total: number;
}

/** How many exchanges the page keeps in memory; the inspector's own list limit. */
export const KEEP_EXCHANGES = 5000;

export function newestFirst(exchanges: ExchangeSummary[]): ExchangeSummary[] {
  return [...exchanges].sort((a, b) => b.startedAt - a.startedAt);
}

/**
 * Folds exchanges from the live feed into a fetched list. An exchange seen
 * again (say, recorded when it started and again when it finished) replaces
 * the earlier copy instead of being listed twice.
 */
export function mergeExchanges(data: ExchangeListData, incoming: ExchangeSummary[]): ExchangeListData {
  if (incoming.length === 0) return data;
  const byId = new Map(data.exchanges.map((exchange) => [exchange.id, exchange]));
  let added = 0;
  for (const exchange of incoming) {
    if (!byId.has(exchange.id)) added += 1;
    byId.set(exchange.id, exchange);
  }
  return {
    exchanges: newestFirst([...byId.values()]).slice(0, KEEP_EXCHANGES),
    total: data.total + added,
  };
}
