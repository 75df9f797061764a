import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContractError, ExchangeSummary } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';
import { mergeExchanges, type ExchangeListData } from '../utils/merge-exchanges';

/** Events are applied in batches: a burst of hundreds of exchanges costs one render, not hundreds. */
const FLUSH_MS = 200;
const RESUBSCRIBE_MS = 3000;

export type FollowState = { status: 'live' } | { status: 'stopped'; error: ContractError | null };

function applyToLists(queryClient: QueryClient, batch: ExchangeSummary[]): void {
  const lists = queryClient.getQueryCache().findAll({ queryKey: queryKeys.exchangeLists });
  for (const query of lists) {
    const service = query.queryKey[2] as string | null;
    const matching = service ? batch.filter((exchange) => exchange.service === service) : batch;
    if (matching.length === 0) continue;
    queryClient.setQueryData<ExchangeListData>(query.queryKey, (old) =>
      old ? mergeExchanges(old, matching) : old,
    );
  }
}

/**
 * Keeps the cached exchange lists live through `inspector.follow` while the
 * page is mounted. If the feed drops, it says so and subscribes again, then
 * refetches the lists to pick up what was missed in between.
 */
export function useFollowExchanges(): { state: FollowState; reconnect: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FollowState>({ status: 'live' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    let buffer: ExchangeSummary[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const batch = buffer;
      buffer = [];
      applyToLists(queryClient, batch);
    };

    if (attempt > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.exchangeLists });

    const handle = getVerity().inspector.follow({}, (exchange) => {
      buffer.push(exchange);
      flushTimer ??= setTimeout(flush, FLUSH_MS);
    });
    void handle.done.then((result) => {
      if (!mounted) return;
      setState({ status: 'stopped', error: result.ok ? null : result.error });
      retryTimer = setTimeout(() => {
        setState({ status: 'live' });
        setAttempt((n) => n + 1);
      }, RESUBSCRIBE_MS);
    });

    return () => {
      mounted = false;
      handle.cancel();
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      flush();
    };
  }, [queryClient, attempt]);

  return {
    state,
    reconnect: () => {
      setState({ status: 'live' });
      setAttempt((n) => n + 1);
    },
  };
}
