import { describe, expect, it } from 'vitest';
import { paintLatencies } from '../../../../bench/chat-render-page/paint-latency';
import type { TraceEvent } from '../../../../bench/chat-render-page/trace-metrics';

// Trace timestamps are microseconds; the page thread is pid 1, tid 1.
const at = (ms: number) => 1_000_000 + ms * 1000;
const stamp = (ms: number, message: string, tid = 1): TraceEvent => ({
  ph: 'I',
  name: 'TimeStamp',
  pid: 1,
  tid,
  ts: at(ms),
  args: { data: { message } },
});
const invalidate = (ms: number): TraceEvent => ({
  ph: 'I',
  name: 'InvalidateLayout',
  pid: 1,
  tid: 1,
  ts: at(ms),
});
const commit = (ms: number, durMs: number, tid = 1): TraceEvent => ({
  ph: 'X',
  name: 'Commit',
  pid: 1,
  tid,
  ts: at(ms),
  dur: durMs * 1000,
});
const options = (arrivalsMs: number[]) => ({ chunkMark: 'chunk ', startMark: 'stream start', arrivalsMs });

describe('paintLatencies', () => {
  it('times each chunk from its scheduled arrival to the end of the frame committed after its DOM change', () => {
    const events = [
      stamp(0, 'stream start'),
      stamp(0.2, 'chunk 0'),
      // A frame already under way when the chunk came: committed before the update, it does not show it.
      commit(0.5, 1),
      invalidate(2),
      commit(10, 2),
      stamp(100.1, 'chunk 1'),
      invalidate(101),
      commit(110, 1),
    ];
    const result = paintLatencies(events, options([0, 100]));
    expect(result.latencies).toEqual([12, 11]);
    expect(result.withoutInvalidation).toBe(0);
  });

  it('counts from the scheduled arrival when the chunk was delivered late', () => {
    const events = [stamp(0, 'stream start'), stamp(30, 'chunk 0'), invalidate(31), commit(40, 1)];
    expect(paintLatencies(events, options([5])).latencies).toEqual([36]);
  });

  it('takes the first frame after the stamp when no invalidation follows before the next chunk', () => {
    const events = [
      stamp(0, 'stream start'),
      stamp(0, 'chunk 0'),
      invalidate(1),
      // Chunk 1 lands while the document is still waiting for its frame: no new invalidation.
      stamp(2, 'chunk 1'),
      commit(8, 1),
      stamp(50, 'chunk 2'),
      invalidate(51),
      commit(60, 1),
    ];
    const result = paintLatencies(events, options([0, 2, 50]));
    expect(result.latencies).toEqual([9, 7, 11]);
    expect(result.withoutInvalidation).toBe(1);
  });

  it('reads only the thread that set the stamps', () => {
    const events = [
      stamp(0, 'stream start'),
      stamp(0, 'chunk 0'),
      invalidate(1),
      commit(3, 1, 2),
      stamp(4, 'chunk 0', 2),
      commit(5, 1),
    ];
    expect(paintLatencies(events, options([0])).latencies).toEqual([6]);
  });

  it('fails loudly when a chunk has no stamp or no frame after it', () => {
    expect(() => paintLatencies([stamp(0, 'stream start')], options([0]))).toThrow('No stamp for chunk 0');
    expect(() =>
      paintLatencies([stamp(0, 'stream start'), stamp(1, 'chunk 0'), invalidate(2)], options([0])),
    ).toThrow('No frame committed after chunk 0');
    expect(() => paintLatencies([], options([0]))).toThrow('No "stream start" stamp');
  });
});
