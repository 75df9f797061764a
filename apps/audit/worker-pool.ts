// Spreads a large audit over worker threads (src-main/services/workers/task-pool.ts), one per core by
// default. Each worker keeps its own checkpoint cache and uses OpenSSL through node:crypto; documents go out
// in chunks to whichever worker is idle, and outcomes come back in input order.
import { availableParallelism } from 'node:os';
import type { AuditInput, AuditOutcome } from '../../src-main/verification/audit/audit-document';
import type { TrustSet } from '../../src-main/verification/tlog/trust-types';
import { createTaskPool } from '../../src-main/services/workers/task-pool';

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

export interface AuditPool {
  audit(inputs: readonly AuditInput[]): Promise<AuditOutcome[]>;
  close(): Promise<void>;
}

const WORKER = new URL('./audit-worker.ts', import.meta.url);

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
  const pool = createTaskPool<AuditInput[], AuditOutcome[]>({
    module: WORKER,
    workerData: setup,
    size: options.workers ?? availableParallelism(),
    what: 'an audit worker',
  });
  return {
    // Chunks go out to whichever worker is idle; outcomes come back in input order.
    async audit(inputs) {
      const chunks: AuditInput[][] = [];
      for (let start = 0; start < inputs.length; start += chunkSize)
        chunks.push(inputs.slice(start, start + chunkSize));
      return (await Promise.all(chunks.map((chunk) => pool.run(chunk)))).flat();
    },
    close: () => pool.close(),
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
