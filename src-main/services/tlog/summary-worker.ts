// A worker thread of summary-pool.ts: reads, validates and verifies entries/retrieve answers with OpenSSL
// (synchronous, so no round trip through the thread pool per signature). Checkpoint verifications are
// shared within one page of the list, as on the main thread.
import { VerityError } from '../../../src-shared/contract/result';
import { CheckpointCache } from '../../verification/tlog/checkpoint-verify';
import { useVerifyCrypto } from '../../verification/tlog/crypto';
import type { TrustSet } from '../../verification/tlog/trust-types';
import { nodeVerifyCrypto } from '../crypto/node-verify-crypto';
import { serveTasks, type HeldContext } from '../workers/serve-tasks';
import { rowsOfRetrieved } from './entry-list-rows';
import type { SummaryTask, SummaryTaskResult } from './summary-pool';

useVerifyCrypto(nodeVerifyCrypto);

/**
 * Checkpoint caches for the pages seen last (concurrent lists interleave their batches), all for the trust set
 * the pool sent last: its keys' parsed forms are cached by object, so the set is kept as first received.
 */
let trustKey: number | null = null;
const caches = new Map<number, CheckpointCache>();
const KEPT_PAGES = 4;

function cacheOf(task: SummaryTask, context: HeldContext | null): CheckpointCache {
  if (context === null) throw new Error('an entry-list task came without its trust set');
  if (trustKey !== context.key) {
    trustKey = context.key;
    caches.clear();
  }
  let cache = caches.get(task.page);
  if (cache === undefined) {
    cache = new CheckpointCache(context.value as TrustSet);
    caches.set(task.page, cache);
    if (caches.size > KEPT_PAGES) caches.delete(caches.keys().next().value!);
  }
  return cache;
}

serveTasks((task: SummaryTask, context): SummaryTaskResult => {
  try {
    return { ok: true, rows: rowsOfRetrieved(task.body, task.endpoint, cacheOf(task, context)) };
  } catch (error) {
    if (!(error instanceof VerityError)) throw error;
    return { ok: false, error: error.toContractError() };
  }
});
