// Entry lists verified on worker threads: the main thread only does the I/O of a page while
// the workers read, validate and verify its batches (entry-list-rows.ts), signatures included. Started on
// first use; a built app names its bundled worker, and from source (tsx, vitest) the .ts one is used.
import { availableParallelism } from 'node:os';
import { VerityError, type ContractError } from '../../../src-shared/contract/result';
import type { TrustSet } from '../../verification/tlog/trust-types';
import { createTaskPool, type TaskPool } from '../workers/task-pool';
import type { EntryListRow } from './entry-list-rows';
import type { LogEndpoint } from './rekor-api';

/** A batch to verify; the trust set it is verified with goes as the task's context (TaskContext). */
export interface SummaryTask {
  /** Batches of one page share checkpoint verifications. */
  page: number;
  endpoint: LogEndpoint;
  /** An entries/retrieve answer as received. */
  body: Uint8Array;
}

export type SummaryTaskResult = { ok: true; rows: EntryListRow[] } | { ok: false; error: ContractError };

/** The worker module when running from source; null in a bundle, which must name its own. */
export function sourceSummaryWorker(): URL | null {
  return import.meta.url.endsWith('.ts') ? new URL('./summary-worker.ts', import.meta.url) : null;
}

/**
 * One worker per core, at most four: each batch takes a worker one fresh answer's worth of time, so more
 * than four mostly wait idle. On two free cores two workers list 1,000 entries in about 150 ms against 205 ms for one;
 * when another process holds a core, one does better, its single heap and compiled code costing less.
 */
export const defaultWorkerCount = () => Math.min(4, availableParallelism());

export function createSummaryPool(module: URL, size = defaultWorkerCount()) {
  let pool: TaskPool<SummaryTask, SummaryTaskResult> | null = null;
  let pages = 0;
  const trustIds = new WeakMap<TrustSet, number>();
  let trusts = 0;
  // A pool whose worker died is replaced for the next page.
  const running = () => {
    if (pool?.broken) void pool.close();
    if (pool === null || pool.broken) pool = createTaskPool({ module, size, what: 'an entry-list worker' });
    return pool;
  };
  return {
    /** Starts the workers ahead of the first list, so it does not wait for them to load. */
    start() {
      running();
    },
    /** Rows for the batches of one page, each batch verified on whichever worker is idle. */
    page(trust: TrustSet, endpoint: LogEndpoint) {
      const workers = running();
      const page = pages++;
      let trustId = trustIds.get(trust);
      if (trustId === undefined) trustIds.set(trust, (trustId = trusts++));
      // A trust set is a TrustedRoot's keys and certificate chains: each worker is sent it once, not with
      // every batch (cloning even one pinned key cost a batch's message a third of its serialization).
      const context = { key: trustId, value: trust };
      return async (body: Uint8Array): Promise<EntryListRow[]> => {
        const result = await workers.run({ page, endpoint, body: sharedCopy(body) }, context);
        if (!result.ok) throw new VerityError(result.error.code, result.error.message, result.error.details);
        return result.rows;
      };
    },
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}

export type SummaryPool = ReturnType<typeof createSummaryPool>;

/**
 * The answer in shared memory: a worker message clones an ordinary buffer (serialized here, copied again on
 * the worker), which cost the main thread some 40 µs a batch on busy cores, against a few for this one copy.
 * The inspector keeps the original, so it cannot be transferred instead.
 */
function sharedCopy(body: Uint8Array): Uint8Array {
  const shared = new Uint8Array(new SharedArrayBuffer(body.byteLength));
  shared.set(body);
  return shared;
}
