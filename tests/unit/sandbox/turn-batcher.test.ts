import { describe, expect, it } from 'vitest';
import { TurnBatcher } from '../../../apps/sandbox/services/tlog/kinds/turn-batcher';

describe('turn batcher', () => {
  it('hands the items of one turn over as one batch, in order', async () => {
    const batches: number[][] = [];
    const batcher = new TurnBatcher<number, string>((items) => {
      batches.push(items);
      return Promise.resolve(items.map((item) => `#${item}`));
    });
    const first = [1, 2, 3].map((n) => batcher.submit(n));
    expect(batcher.waiting).toBe(3);
    expect(await Promise.all(first)).toEqual(['#1', '#2', '#3']);
    expect(await batcher.submit(4)).toBe('#4');
    expect(batches).toEqual([[1, 2, 3], [4]]);
    expect(batcher.waiting).toBe(0);
  });

  it('fails every item of a batch whose runner throws or rejects', async () => {
    const throwing = new TurnBatcher<number, number>(() => {
      throw new Error('broken');
    });
    await expect(Promise.all([throwing.submit(1), throwing.submit(2)])).rejects.toThrow('broken');
    const rejecting = new TurnBatcher<number, number>(() => Promise.reject(new Error('gone')));
    const results = await Promise.allSettled([rejecting.submit(1), rejecting.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('fails, rather than leaves waiting, the items a runner did not answer', async () => {
    const short = new TurnBatcher<number, number>((items) => Promise.resolve(items.slice(0, 1)));
    const [a, b] = await Promise.allSettled([short.submit(1), short.submit(2)]);
    expect(a).toEqual({ status: 'fulfilled', value: 1 });
    expect(b?.status).toBe('rejected');
  });
});
