import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { TaskReply, TaskRequest } from '../../../src-main/services/workers/serve-tasks';
import { createTaskPool, PoolStopped } from '../../../src-main/services/workers/task-pool';

const module = new URL('../../support/echo-worker.ts', import.meta.url);
const echoPool = (size: number) =>
  createTaskPool<string | number, string | number>({ module, size, what: 'an echo worker' });

describe('worker task pool', () => {
  it('spreads tasks over its workers and answers each caller with its own result', async () => {
    const pool = echoPool(2);
    try {
      const tasks = Array.from({ length: 9 }, (_, i) => i);
      expect(await Promise.all(tasks.map((task) => pool.run(task)))).toEqual(tasks.map((t) => t * 2));
      await expect(pool.run('crash')).rejects.toThrow(/an echo worker failed: Error: asked to crash/);
      expect(await pool.run('ab')).toBe('abab');
    } finally {
      await pool.close();
    }
    await expect(pool.run(1)).rejects.toThrow(/was stopped/);
    expect(pool.broken).toBe(true);
  });

  it('answers each caller with its own result when a worker finishes its tasks out of order', async () => {
    const pool = echoPool(1);
    try {
      const finished: string[] = [];
      const note = (value: string | number) => (finished.push(String(value)), value);
      const [slow, quick] = await Promise.all([
        pool.run('wait:80').then(note),
        pool.run('wait:1').then(note),
      ]);
      expect([slow, quick]).toEqual(['wait:80wait:80', 'wait:1wait:1']);
      // Both were in the one worker's hands at once: the second answered first.
      expect(finished).toEqual(['wait:1wait:1', 'wait:80wait:80']);
    } finally {
      await pool.close();
    }
  });

  it('sends a shared context to each worker once, and again only when a task carries another', async () => {
    const pool = echoPool(2);
    const many = (context?: { key: number; value: unknown }) =>
      Promise.all(Array.from({ length: 8 }, () => pool.run('context', context)));
    try {
      // Each worker holds one copy of context 1 for all eight tasks: it never saw a second object.
      expect(new Set(await many({ key: 1, value: { name: 'a' } }))).toEqual(new Set(['1:a:1']));
      expect(new Set(await many({ key: 2, value: { name: 'b' } }))).toEqual(new Set(['2:b:2']));
      // Back to key 1: the workers hold key 2, so it is sent again.
      expect(new Set(await many({ key: 1, value: { name: 'a' } }))).toEqual(new Set(['1:a:3']));
      expect(await pool.run('context')).toBe('no context');
    } finally {
      await pool.close();
    }
  });

  it('fails a task that names a context its worker does not hold, instead of running it without', async () => {
    const worker = new Worker(new URL('../../../src-main/services/workers/ts-worker.mjs', import.meta.url), {
      argv: [module.href],
    });
    const ask = async (request: TaskRequest) => {
      const reply = once(worker, 'message') as Promise<[TaskReply]>;
      worker.postMessage(request);
      return (await reply)[0];
    };
    try {
      expect(await ask({ id: 1, task: 'context', contextKey: 7 })).toMatchObject({
        id: 1,
        crash: expect.stringMatching(/task 1 names context 7, which this worker does not hold/),
      });
      expect(await ask({ id: 2, task: 'context', contextKey: 7, context: { name: 'a' } })).toEqual({
        id: 2,
        result: '7:a:1',
      });
      expect(await ask({ id: 3, task: 'context', contextKey: 8 })).toMatchObject({
        crash: expect.stringMatching(/names context 8/),
      });
      expect(await ask({ id: 4, task: 'context', contextKey: 7 })).toEqual({ id: 4, result: '7:a:1' });
    } finally {
      await worker.terminate();
    }
  });

  it('rejects what is queued when a worker dies', async () => {
    const pool = echoPool(1);
    try {
      const dying = pool.run('exit');
      const queued = pool.run(2);
      await expect(dying).rejects.toBeInstanceOf(PoolStopped);
      await expect(queued).rejects.toThrow(/exited with code 3/);
      expect(pool.broken).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
