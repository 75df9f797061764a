// Spreads a large audit over worker threads, one per core by default: documents go out in chunks to whichever
// worker is idle, and outcomes come back in input order. Each worker (audit-worker.ts) audits with its own
// checkpoint verifications and OpenSSL through node:crypto.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AuditInput, AuditOutcome } from '../../src-main/verification/audit/audit-document';
import type { TrustSet } from '../../src-main/verification/tlog/trust-types';
import type { SignerPolicy } from '../../src-shared/contract/schemas/verification';

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
  /** Strict mode (AuditOptions.strict). */
  strict?: boolean;
  timestampPolicy?: 'strict' | 'set-aside';
  signerPolicy?: SignerPolicy;
}

/** What each worker is started with (workerData). */
export interface WorkerSetup {
  trust: TrustSet;
  now: Date | undefined;
  artifact: Uint8Array | undefined;
  bundleChecks: boolean;
  strict: boolean;
  timestampPolicy: 'strict' | 'set-aside';
  signerPolicy: SignerPolicy | undefined;
}

/** A chunk for a worker, and its answer: the chunk's outcomes, or why the worker could not audit it. */
export interface AuditChunk {
  id: number;
  inputs: AuditInput[];
}
export type AuditChunkResult = { id: number; outcomes: AuditOutcome[] } | { id: number; error: string };

export interface AuditPool {
  audit(inputs: readonly AuditInput[]): Promise<AuditOutcome[]>;
  close(): Promise<void>;
}

/** A worker starts as plain Node: this entry registers the TypeScript loader, then loads audit-worker.ts. */
const WORKER = new URL('./audit-worker.mjs', import.meta.url);

/** Starts the workers (each loads the verifier once); audit() may then be called again and again. */
export function createAuditPool(options: PoolOptions): AuditPool {
  const chunkSize = options.chunkSize ?? 64;
  const workerData: WorkerSetup = {
    trust: options.trust,
    now: options.now,
    artifact: options.artifact,
    bundleChecks: options.bundleChecks ?? true,
    strict: options.strict ?? false,
    timestampPolicy: options.timestampPolicy ?? 'set-aside',
    signerPolicy: options.signerPolicy,
  };
  const queue: AuditChunk[] = [];
  const waiting = new Map<number, { resolve(outcomes: AuditOutcome[]): void; reject(error: Error): void }>();
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | null = null;

  const feed = () => {
    while (idle.length > 0 && queue.length > 0) idle.pop()!.postMessage(queue.shift()!);
  };
  // A worker that dies or throws stops the pool: every chunk still queued or in hand fails with the reason.
  const fail = (error: Error) => {
    failure ??= error;
    queue.length = 0;
    for (const job of waiting.values()) job.reject(failure);
    waiting.clear();
  };
  const workers = Array.from({ length: Math.max(1, options.workers ?? availableParallelism()) }, () => {
    const worker = new Worker(WORKER, { workerData });
    worker.on('message', (result: AuditChunkResult) => {
      const job = waiting.get(result.id);
      waiting.delete(result.id);
      if ('error' in result) job?.reject(new Error(`an audit worker failed: ${result.error}`));
      else job?.resolve(result.outcomes);
      idle.push(worker);
      feed();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`an audit worker exited with code ${code}`)));
    idle.push(worker);
    return worker;
  });

  return {
    async audit(inputs) {
      const chunks: Promise<AuditOutcome[]>[] = [];
      for (let start = 0; start < inputs.length; start += chunkSize) {
        const chunk = { id: nextId++, inputs: inputs.slice(start, start + chunkSize) };
        chunks.push(
          new Promise((resolve, reject) => {
            if (failure) return reject(failure);
            waiting.set(chunk.id, { resolve, reject });
            queue.push(chunk);
          }),
        );
      }
      feed();
      return (await Promise.all(chunks)).flat();
    },
    async close() {
      fail(new Error('the audit pool was closed'));
      for (const worker of workers) worker.removeAllListeners('exit');
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
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
