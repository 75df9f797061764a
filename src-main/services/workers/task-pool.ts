// Worker threads fed from one queue: each task goes to whichever worker has the fewest in hand, and its result
// comes back to the caller that queued it. The offline audit (apps/audit/worker-pool.ts) and the core's
// entry-list verification (services/tlog/summary-pool.ts) both run on it; worker-side, see serve-tasks.ts.
import { Worker } from 'node:worker_threads';
import type { TaskReply, TaskRequest } from './serve-tasks';

export interface TaskPoolOptions {
  /** The worker's module: a built .js file, or a .ts one (started through ts-worker.mjs). */
  module: URL;
  workerData?: unknown;
  size: number;
  /** How failures name the pool's workers, e.g. "an audit worker". */
  what: string;
}

/** Why a task was not run: the pool was closed, or one of its workers died (see `fail`). */
export class PoolStopped extends Error {}

/**
 * What many tasks share, such as a trust set: sent to a worker with the first task that needs it, then named
 * by `key` alone until a task carries another key (serve-tasks.ts keeps the last one received).
 */
export interface TaskContext {
  key: number;
  value: unknown;
}

export interface TaskPool<Task, Result> {
  run(task: Task, context?: TaskContext): Promise<Result>;
  /** Whether the pool has stopped, closed or because a worker died; it runs no more tasks. */
  readonly broken: boolean;
  /** Stops the workers; tasks still queued or running are rejected. */
  close(): Promise<void>;
}

interface Queued {
  id: number;
  task: unknown;
  context: TaskContext | undefined;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const TS_WORKER = new URL('./ts-worker.mjs', import.meta.url);

/**
 * Tasks a worker holds at once: the one it runs and the next, already in its message queue. With one, a
 * worker idles from posting a result until the next task arrives, and sleeps and wakes between tasks; an
 * entry list is a hundred tasks of about a millisecond each, so that round trip cost it a tenth of its time.
 */
export const TASKS_PER_WORKER = 2;

export function createTaskPool<Task, Result>(options: TaskPoolOptions): TaskPool<Task, Result> {
  const queue: Queued[] = [];
  /** Each worker's tasks in hand, by id. */
  const running = new Map<Worker, Map<number, Queued>>();
  /** The key of the context each worker was sent last. */
  const contextSent = new Map<Worker, number>();
  let nextId = 0;
  let failure: Error | null = null;

  // A worker that dies takes the pool down with it: every task queued or running is rejected, and the
  // other workers are stopped, so nothing is left half-served.
  const fail = (error: Error) => {
    if (failure === null) {
      failure = new PoolStopped(error.message, { cause: error });
      for (const worker of workers) {
        worker.removeAllListeners('exit');
        void worker.terminate();
      }
    }
    const held = [...running.values()].flatMap((jobs) => [...jobs.values()]);
    for (const job of [...held, ...queue.splice(0)]) job.reject(failure);
    for (const jobs of running.values()) jobs.clear();
  };

  const feed = (worker: Worker) => {
    const jobs = running.get(worker)!;
    while (jobs.size < TASKS_PER_WORKER && queue.length > 0) {
      const job = queue.shift()!;
      jobs.set(job.id, job);
      const request: TaskRequest = { id: job.id, task: job.task };
      if (job.context !== undefined) {
        request.contextKey = job.context.key;
        if (contextSent.get(worker) !== job.context.key) {
          request.context = job.context.value;
          contextSent.set(worker, job.context.key);
        }
      }
      worker.postMessage(request);
    }
  };

  /** The worker with the fewest tasks in hand, if one can take another. */
  const leastBusy = () => {
    let best: Worker | undefined;
    for (const [worker, jobs] of running) {
      if (jobs.size < TASKS_PER_WORKER && (best === undefined || jobs.size < running.get(best)!.size))
        best = worker;
    }
    return best;
  };

  const workers = Array.from({ length: Math.max(1, options.size) }, () => {
    const worker = options.module.pathname.endsWith('.ts')
      ? new Worker(TS_WORKER, { workerData: options.workerData, argv: [options.module.href] })
      : new Worker(options.module, { workerData: options.workerData });
    running.set(worker, new Map());
    worker.on('message', (reply: TaskReply) => {
      const jobs = running.get(worker)!;
      const job = jobs.get(reply.id);
      if (job === undefined) return;
      jobs.delete(reply.id);
      if ('crash' in reply) job.reject(new Error(`${options.what} failed: ${reply.crash}`));
      else job.resolve(reply.result);
      feed(worker);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${options.what} exited with code ${code}`)));
    return worker;
  });

  return {
    run(task, context) {
      if (failure) return Promise.reject(failure);
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, task, context, resolve: resolve as (result: unknown) => void, reject });
        const worker = leastBusy();
        if (worker !== undefined) feed(worker);
      });
    },
    get broken() {
      return failure !== null;
    },
    async close() {
      fail(new Error(`${options.what} was stopped`));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
