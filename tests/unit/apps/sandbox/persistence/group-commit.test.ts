import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../../../apps/sandbox/persistence/group-commit';

/** A commit that takes `ms` like an fsync would and records each batch. */
function slowCommit(ms: number) {
  const batches: number[][] = [];
  const commit = async (items: number[]) => {
    batches.push([...items]);
    await delay(ms);
    return items.map((item) => item * 10);
  };
  return { batches, commit };
}

describe('group commit', () => {
  it('commits the first item alone and everything that queued meanwhile in one batch', async () => {
    const { batches, commit } = slowCommit(20);
    const group = new GroupCommit(commit);
    const first = group.submit(1);
    await delay(1);
    const rest = Array.from({ length: 50 }, (_, i) => group.submit(i + 2));
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual(Array.from({ length: 50 }, (_, i) => (i + 2) * 10));
    expect(batches).toEqual([[1], Array.from({ length: 50 }, (_, i) => i + 2)]);
    expect(group.stats).toEqual({ commits: 2, items: 51, largestBatch: 50 });
  });

  it('honours the batch cap (1 = one commit per item) and keeps order', async () => {
    const { batches, commit } = slowCommit(1);
    const group = new GroupCommit(commit, 1);
    await Promise.all([1, 2, 3, 4].map((n) => group.submit(n)));
    expect(batches).toEqual([[1], [2], [3], [4]]);
    const capped = slowCommit(5);
    const three = new GroupCommit(capped.commit, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => three.submit(n)));
    expect(capped.batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...capped.batches.map((b) => b.length))).toBe(3);
  });

  it('rejects every item of a failed batch and goes on with the next', async () => {
    let fail = true;
    const group = new GroupCommit(async (items: number[]) => {
      await delay(5);
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      return items;
    });
    const doomed = [group.submit(1), group.submit(2)];
    await delay(1);
    const later = group.submit(3);
    const settled = await Promise.allSettled(doomed);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(await later).toBe(3);
  });

  it('runs exclusive tasks between commits, with items queueing meanwhile', async () => {
    const events: string[] = [];
    const group = new GroupCommit(async (items: string[]) => {
      events.push(`commit ${items.join(',')}`);
      await delay(5);
      return items;
    });
    const a = group.submit('a');
    const task = group.exclusive(async () => {
      events.push('rotate start');
      await delay(10);
      events.push('rotate end');
    });
    await a;
    await delay(2); // the rotation is running now
    const b = group.submit('b');
    await Promise.all([task, b]);
    await group.drain();
    expect(events).toEqual(['commit a', 'rotate start', 'rotate end', 'commit b']);
  });
});
