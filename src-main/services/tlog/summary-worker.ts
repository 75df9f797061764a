// A worker thread of summary-pool.ts: reads, validates and verifies entries/retrieve answers with OpenSSL
// (synchronous, so no round trip through the thread pool per signature). Checkpoint verifications are
// shared within one page of the list, as on the main thread.
import { VerityError } from '../../../src-shared/contract/result';
import { CheckpointCache } from '../../../src-shared/tlog/verify/checkpoint-verify';
import { useVerifyCrypto } from '../../../src-shared/tlog/verify/crypto';
import type { TrustSet } from '../../../src-shared/tlog/verify/trust-types';
import { nodeVerifyCrypto } from '../crypto/node-verify-crypto';
import { serveTasks } from '../workers/serve-tasks';
import { rowsOfRetrieved } from './entry-list-rows';
import type { SummaryTask, SummaryTaskResult } from './summary-pool';

useVerifyCrypto(nodeVerifyCrypto);

/**
 * The trust set last sent, kept as first received: its keys' parsed forms are cached by object, and every
 * task carries a fresh copy. Checkpoint caches are kept for the pages seen last, since concurrent lists
 * interleave their batches.
 */
let trusted: { id: number; trust: TrustSet } | null = null;
const caches = new Map<number, CheckpointCache>();
const KEPT_PAGES = 4;

function cacheOf(task: SummaryTask): CheckpointCache {
  if (trusted?.id !== task.trustId) {
    trusted = { id: task.trustId, trust: task.trust };
    caches.clear();
  }
  let cache = caches.get(task.page);
  if (cache === undefined) {
    cache = new CheckpointCache(trusted.trust);
    caches.set(task.page, cache);
    if (caches.size > KEPT_PAGES) caches.delete(caches.keys().next().value!);
  }
  return cache;
}

serveTasks((task: SummaryTask): SummaryTaskResult => {
  try {
    return { ok: true, rows: rowsOfRetrieved(task.body, task.endpoint, cacheOf(task)) };
  } catch (error) {
    if (!(error instanceof VerityError)) throw error;
    return { ok: false, error: error.toContractError() };
  }
});
