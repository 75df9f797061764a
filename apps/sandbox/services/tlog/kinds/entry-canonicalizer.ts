// Runs proposed-entry canonicalization inline or on worker threads. Proposals that arrive in the same turn
// of the event loop go to a worker as one message (and share their signature arithmetic there). Workers
// load the TypeScript sources through tsx's loader, so they exist only when the sandbox runs from source
// (npm run sandbox, tests, benchmarks); a bundled build (the Electron main process) canonicalizes inline.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CanonicalizeReply, CanonicalizeRequest } from './canonicalizer-worker';
import { canonicalizeProposedText, type CanonicalizeOutcome } from './proposed-entry';

export interface EntryCanonicalizer {
  /** Worker threads in use (0 = inline). */
  readonly threads: number;
  canonicalize(text: string): Promise<CanonicalizeOutcome>;
  close(): Promise<void>;
}

const WORKER_START_TIMEOUT_MS = 15_000;
/**
 * When every worker already has this many proposals in hand, the event loop validates the next one
 * itself: under load it has idle time (it waits on fsync), and using it beats queueing behind a worker.
 */
const INLINE_WHEN_BUSY = 48;

export function inlineCanonicalizer(): EntryCanonicalizer {
  return {
    threads: 0,
    canonicalize: (text) => Promise.resolve(canonicalizeProposedText(text)),
    close: () => Promise.resolve(),
  };
}

/** Default worker count: one per spare core (at most 2) when running from source, none when bundled. */
export function defaultCanonicalizerThreads(): number {
  if (!import.meta.url.endsWith('.ts')) return 0;
  return Math.min(2, Math.max(0, availableParallelism() - 1));
}

function workerSource(): URL {
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  const target = new URL('./canonicalizer-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsxApi)};\nregister();\nawait import(${JSON.stringify(target)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

interface Waiter {
  resolve: (outcome: CanonicalizeOutcome) => void;
  reject: (error: Error) => void;
}

class PooledWorker {
  private readonly inFlight = new Map<number, Waiter[]>();
  private queued: Array<{ text: string; waiter: Waiter }> = [];
  private nextId = 0;
  /** Proposals handed to this worker and not yet answered. */
  load = 0;
  /** Set once the thread has died; its share of the work is then done inline. */
  dead = false;

  constructor(readonly worker: Worker) {
    worker.on('message', (reply: CanonicalizeReply | 'ready') => {
      if (reply === 'ready') return;
      const waiters = this.inFlight.get(reply.id) ?? [];
      this.inFlight.delete(reply.id);
      this.load -= waiters.length;
      waiters.forEach((waiter, i) => {
        const outcome = reply.outcomes?.[i];
        if (outcome) waiter.resolve(outcome);
        else waiter.reject(new Error(`entry canonicalization failed: ${reply.crashed ?? 'no answer'}`));
      });
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.dead = true;
      this.failAll(new Error(`canonicalizer worker exited with code ${code}`));
    });
  }

  run(text: string): Promise<CanonicalizeOutcome> {
    if (this.dead) return Promise.resolve(canonicalizeProposedText(text));
    return new Promise((resolve, reject) => {
      this.load += 1;
      if (this.queued.length === 0) setImmediate(() => this.send());
      this.queued.push({ text, waiter: { resolve, reject } });
    });
  }

  private send(): void {
    const batch = this.queued;
    this.queued = [];
    const id = this.nextId++;
    this.inFlight.set(
      id,
      batch.map((item) => item.waiter),
    );
    const request: CanonicalizeRequest = { id, texts: batch.map((item) => item.text) };
    this.worker.postMessage(request);
  }

  private failAll(error: Error): void {
    for (const waiters of this.inFlight.values()) waiters.forEach((waiter) => waiter.reject(error));
    for (const { waiter } of this.queued) waiter.reject(error);
    this.inFlight.clear();
    this.queued = [];
    this.load = 0;
  }
}

function startWorker(): Promise<Worker> {
  const worker = new Worker(workerSource());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('the canonicalizer worker did not start in time'));
    }, WORKER_START_TIMEOUT_MS);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve(worker);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Starts `threads` workers; if they cannot start, says why and canonicalizes inline instead. */
export async function startCanonicalizer(
  threads: number,
  log: (line: string) => void,
): Promise<EntryCanonicalizer> {
  if (threads <= 0) return inlineCanonicalizer();
  let workers: Worker[];
  try {
    workers = await Promise.all(Array.from({ length: threads }, startWorker));
  } catch (error) {
    log(`tlog: entry workers unavailable (${(error as Error).message}); validating entries inline`);
    return inlineCanonicalizer();
  }
  const pool = workers.map((worker) => new PooledWorker(worker));
  return {
    threads,
    canonicalize: (text) => {
      const idlest = pool.reduce((a, b) => (b.load < a.load ? b : a));
      if (idlest.load >= INLINE_WHEN_BUSY) return Promise.resolve(canonicalizeProposedText(text));
      return idlest.run(text);
    },
    close: async () => {
      await Promise.all(pool.map((p) => p.worker.terminate()));
    },
  };
}
