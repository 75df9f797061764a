// Spreads a large audit over worker threads, one per core by default. Each worker keeps its own checkpoint
// cache and uses OpenSSL through node:crypto; documents go out in chunks to whichever worker is idle, and
// outcomes come back in input order.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AuditInput, AuditOutcome } from '../../src-shared/tlog/audit/audit-document';
import type { TrustSet } from '../../src-shared/tlog/verify/trust-types';

export interface PoolOptions {
  trust: TrustSet;
  now?: Date;
  /** An artifact for every document (sent once per worker, not with each document). */
  artifact?: Uint8Array;
  /** Worker threads; default one per CPU. */
  workers?: number;
  /** Documents per message: large enough to amortise messaging, small enough to balance the load. */
  chunkSize?: number;
  /** Run the full-bundle checks too (default true). */
  bundleChecks?: boolean;
  timestampPolicy?: 'strict' | 'set-aside';
  /** Send back the proof traces (for drawing); the CLI does not print them, so by default they stay behind. */
  keepTraces?: boolean;
}

export interface WorkerSetup {
  trust: TrustSet;
  now: Date | undefined;
  artifact: Uint8Array | undefined;
  bundleChecks: boolean;
  timestampPolicy: 'strict' | 'set-aside';
  keepTraces: boolean;
}

export interface WorkerRequest {
  id: number;
  inputs: AuditInput[];
}

export type WorkerReply = { id: number; outcomes: AuditOutcome[] } | { id: number; crash: string };

export interface AuditPool {
  audit(inputs: readonly AuditInput[]): Promise<AuditOutcome[]>;
  close(): Promise<void>;
}

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);

/** Starts the workers (each loads the verifier once); audit() may then be called again and again. */
export function createAuditPool(options: PoolOptions): AuditPool {
  const chunkSize = options.chunkSize ?? 64;
  const setup: WorkerSetup = {
    trust: options.trust,
    now: options.now,
    artifact: options.artifact,
    bundleChecks: options.bundleChecks ?? true,
    timestampPolicy: options.timestampPolicy ?? 'set-aside',
    keepTraces: options.keepTraces ?? false,
  };
  const workers = Array.from(
    { length: Math.max(1, options.workers ?? availableParallelism()) },
    () => new Worker(BOOTSTRAP, { workerData: setup }),
  );
  let running = Promise.resolve();
  const audit = (inputs: readonly AuditInput[]) => {
    const run = running.then(() => runChunks(workers, inputs, chunkSize));
    running = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  return { audit, close: async () => void (await Promise.all(workers.map((worker) => worker.terminate()))) };
}

/** One run over the given workers: a chunk to each, the next chunk to whichever answers first. */
function runChunks(
  workers: Worker[],
  inputs: readonly AuditInput[],
  chunkSize: number,
): Promise<AuditOutcome[]> {
  const chunks: AuditInput[][] = [];
  for (let start = 0; start < inputs.length; start += chunkSize)
    chunks.push(inputs.slice(start, start + chunkSize));
  const outcomes: AuditOutcome[] = new Array(inputs.length);
  if (chunks.length === 0) return Promise.resolve(outcomes);
  return new Promise((resolve, reject) => {
    let next = 0;
    let pending = chunks.length;
    const listeners: [
      Worker,
      (reply: WorkerReply) => void,
      (error: Error) => void,
      (code: number) => void,
    ][] = [];
    const finish = (error?: Error) => {
      for (const [worker, onMessage, onError, onExit] of listeners) {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      }
      if (error) reject(error);
      else resolve(outcomes);
    };
    const feed = (worker: Worker) => {
      if (next < chunks.length)
        worker.postMessage({ id: next, inputs: chunks[next++]! } satisfies WorkerRequest);
    };
    for (const worker of workers) {
      const onMessage = (reply: WorkerReply) => {
        if ('crash' in reply) return finish(new Error(`an audit worker failed: ${reply.crash}`));
        reply.outcomes.forEach((outcome, i) => (outcomes[reply.id * chunkSize + i] = outcome));
        if (--pending === 0) finish();
        else feed(worker);
      };
      const onError = (error: Error) => finish(error);
      const onExit = (code: number) => finish(new Error(`an audit worker exited with code ${code}`));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      listeners.push([worker, onMessage, onError, onExit]);
      feed(worker);
    }
  });
}

/** Audits `inputs` on a pool started for this run alone. */
export async function auditInPool(
  inputs: readonly AuditInput[],
  options: PoolOptions,
): Promise<AuditOutcome[]> {
  const chunks = Math.ceil(inputs.length / (options.chunkSize ?? 64));
  const pool = createAuditPool({
    ...options,
    workers: Math.min(options.workers ?? availableParallelism(), Math.max(1, chunks)),
  });
  try {
    return await pool.audit(inputs);
  } finally {
    await pool.close();
  }
}
