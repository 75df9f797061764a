// Runs proposed-entry canonicalization inline or on worker threads, in batches: the proposals that arrive
// in the same turn of the event loop are validated together (and share their signature arithmetic). Workers
// load the TypeScript sources through tsx's loader, so they exist only when the sandbox runs from source
// (npm run sandbox, tests, benchmarks); a bundled build (the Electron main process) canonicalizes inline.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CanonicalizeReply, CanonicalizeRequest } from './canonicalizer-worker';
import { canonicalizeProposedTexts, type CanonicalizeOutcome } from './proposed-entry';
import { TurnBatcher } from './turn-batcher';

export interface EntryCanonicalizer {
  /** Worker threads in use (0 = inline). */
  readonly threads: number;
  canonicalize(text: string): Promise<CanonicalizeOutcome>;
  close(): Promise<void>;
}

const WORKER_START_TIMEOUT_MS = 15_000;

/** Validates on the event loop, a turn's proposals at a time. */
function inlineBatcher(): TurnBatcher<string, CanonicalizeOutcome> {
  return new TurnBatcher((texts) => Promise.resolve(canonicalizeProposedTexts(texts)));
}

export function inlineCanonicalizer(): EntryCanonicalizer {
  const batcher = inlineBatcher();
  return {
    threads: 0,
    canonicalize: (text) => batcher.submit(text),
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
  resolve: (outcomes: CanonicalizeOutcome[]) => void;
  reject: (error: Error) => void;
}

class PooledWorker {
  private readonly inFlight = new Map<number, Waiter>();
  private readonly batcher = new TurnBatcher<string, CanonicalizeOutcome>((texts) => this.send(texts));
  private nextId = 0;
  /** Proposals handed to this worker and not yet answered. */
  load = 0;
  /** Set once the thread has died; its share of the work is then done inline. */
  dead = false;

  constructor(
    readonly worker: Worker,
    private readonly fallback: TurnBatcher<string, CanonicalizeOutcome>,
  ) {
    worker.on('message', (reply: CanonicalizeReply | 'ready') => {
      if (reply === 'ready') return;
      const waiter = this.inFlight.get(reply.id);
      this.inFlight.delete(reply.id);
      if (!waiter) return;
      if (reply.outcomes) waiter.resolve(reply.outcomes);
      else waiter.reject(new Error(`entry canonicalization failed: ${reply.crashed ?? 'no answer'}`));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.dead = true;
      this.failAll(new Error(`canonicalizer worker exited with code ${code}`));
    });
  }

  run(text: string): Promise<CanonicalizeOutcome> {
    if (this.dead) return this.fallback.submit(text);
    this.load += 1;
    return this.batcher.submit(text).finally(() => {
      this.load -= 1;
    });
  }

  private send(texts: string[]): Promise<CanonicalizeOutcome[]> {
    if (this.dead) return Promise.all(texts.map((text) => this.fallback.submit(text)));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.inFlight.set(id, { resolve, reject });
      const request: CanonicalizeRequest = { id, texts };
      this.worker.postMessage(request);
    });
  }

  private failAll(error: Error): void {
    for (const waiter of this.inFlight.values()) waiter.reject(error);
    this.inFlight.clear();
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
  const fallback = inlineBatcher();
  const pool = workers.map((worker) => new PooledWorker(worker, fallback));
  return {
    threads,
    // Always a worker, even a busy one: validating on the event loop too would slow the HTTP and commit
    // work there, which is what bounds the append rate when cores are few.
    canonicalize: (text) => pool.reduce((a, b) => (b.load < a.load ? b : a)).run(text),
    close: async () => {
      await Promise.all(pool.map((p) => p.worker.terminate()));
    },
  };
}
