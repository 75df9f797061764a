// The worker side of task-pool.ts: answers each task message with its result, or with the error it threw.
import { parentPort } from 'node:worker_threads';

export interface TaskRequest {
  id: number;
  task: unknown;
}

export type TaskReply = { id: number; result: unknown } | { id: number; crash: string };

export function serveTasks<Task, Result>(handle: (task: Task) => Result | Promise<Result>): void {
  const port = parentPort;
  if (port === null) throw new Error('serveTasks runs in a worker thread');
  port.on('message', (request: TaskRequest) => {
    Promise.resolve()
      .then(() => handle(request.task as Task))
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
