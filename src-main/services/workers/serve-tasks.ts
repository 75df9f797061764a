// The worker side of task-pool.ts: answers each task message with its result, or with the error it threw.
import { parentPort } from 'node:worker_threads';

export interface TaskRequest {
  id: number;
  task: unknown;
  /** The key of the context the task runs with (see TaskContext), when it has one. */
  contextKey?: number;
  /** That context's value, sent with the first task of this worker that runs with it. */
  context?: unknown;
}

export type TaskReply = { id: number; result: unknown } | { id: number; crash: string };

/** A task's context as the worker holds it: the key it was sent under and its value. */
export interface HeldContext {
  key: number;
  value: unknown;
}

export function serveTasks<Task, Result>(
  handle: (task: Task, context: HeldContext | null) => Result | Promise<Result>,
): void {
  const port = parentPort;
  if (port === null) throw new Error('serveTasks runs in a worker thread');
  let held: HeldContext | null = null;
  port.on('message', (request: TaskRequest) => {
    if (request.contextKey !== undefined && 'context' in request) {
      held = { key: request.contextKey, value: request.context };
    }
    // The pool sends a context before any task that names it, so a task naming another key is a bug.
    const context = request.contextKey === undefined ? null : held;
    Promise.resolve()
      .then(() => {
        if (request.contextKey !== undefined && context?.key !== request.contextKey) {
          throw new Error(
            `task ${request.id} names context ${request.contextKey}, which this worker does not hold`,
          );
        }
        return handle(request.task as Task, context);
      })
      .then(
        (result) => port.postMessage({ id: request.id, result } satisfies TaskReply),
        (error: unknown) =>
          port.postMessage({
            id: request.id,
            crash: String((error as Error)?.stack ?? error),
          } satisfies TaskReply),
      );
  });
}
