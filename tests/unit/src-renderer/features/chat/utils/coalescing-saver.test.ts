import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescingSaver } from '@/features/chat/utils/coalescing-saver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder(delayMs = 0) {
  const writes: number[] = [];
  const write = vi.fn(async (value: number) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    writes.push(value);
  });
  return { writes, write };
}

describe('coalescing saver', () => {
  it('throttles a stream of changes to one write per interval, the latest value last', async () => {
    const { writes, write } = recorder();
    const saver = createCoalescingSaver({ mode: 'throttle', delayMs: 500, write, now: () => Date.now() });
    for (let i = 1; i <= 30; i++) {
      saver.schedule(i);
      await vi.advanceTimersByTimeAsync(50); // 20 changes a second for 1.5 s
    }
    await vi.advanceTimersByTimeAsync(600);
    expect(writes.at(-1)).toBe(30);
    expect(writes.length).toBeLessThanOrEqual(4);
    expect(writes.length).toBeGreaterThanOrEqual(3);
  });

  it('debounces typing and writes once after the pause', async () => {
    const { writes, write } = recorder();
    const saver = createCoalescingSaver({ mode: 'debounce', delayMs: 300, write });
    for (const value of [1, 2, 3]) {
      saver.schedule(value);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(writes).toEqual([3]);
  });

  it('flush writes the pending value at once and waits for a write in flight', async () => {
    const { writes, write } = recorder(100);
    const saver = createCoalescingSaver({ mode: 'debounce', delayMs: 300, write });
    saver.schedule(1);
    const first = saver.flush();
    saver.schedule(2);
    const second = saver.flush();
    await vi.advanceTimersByTimeAsync(250);
    await Promise.all([first, second]);
    expect(writes).toEqual([1, 2]);
    expect(saver.pending).toBe(false);
  });

  it('never runs two writes at once', async () => {
    let running = 0;
    let overlap = false;
    const written: number[] = [];
    const saver = createCoalescingSaver<number>({
      mode: 'throttle',
      delayMs: 10,
      write: async (value) => {
        running += 1;
        overlap ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
        written.push(value);
      },
    });
    for (const value of [1, 2, 3, 4]) {
      saver.schedule(value);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(overlap).toBe(false);
    expect(written.at(-1)).toBe(4);
  });

  it('reports a failed write and writes the next change again', async () => {
    const errors: unknown[] = [];
    const saved: number[] = [];
    const saver = createCoalescingSaver<number>({
      mode: 'debounce',
      delayMs: 10,
      write: async (value) => {
        if (value === 1) throw new Error('disk full');
      },
      onError: (error) => errors.push(error),
      onSaved: (value) => saved.push(value),
    });
    saver.schedule(1);
    await saver.flush();
    saver.schedule(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(errors).toEqual([new Error('disk full')]);
    expect(saved).toEqual([2]);
  });

  it('cancel drops what was pending', async () => {
    const { writes, write } = recorder();
    const saver = createCoalescingSaver({ mode: 'debounce', delayMs: 300, write });
    saver.schedule(1);
    saver.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([]);
  });
});
