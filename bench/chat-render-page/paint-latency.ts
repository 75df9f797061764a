/**
 * Chunk arrival → the frame that shows it, read from a Chromium trace of the bench page after the run,
 * so the page does no timing work per chunk. "Painted" is the end of the main thread's `Commit` for a
 * frame: style, layout, pre-paint and paint are done and the frame is handed to the compositor (the
 * point a message posted from `requestAnimationFrame` would land); raster and display come after, on
 * other threads, and are not counted.
 *
 * The frame that shows a chunk is the first one committed after the DOM change the chunk caused: the
 * first layout or style invalidation after the chunk's stamp (the renderer's update runs in a later
 * task than the delivery). Chromium records an invalidation only when a clean document turns dirty,
 * so when none comes before the next chunk's stamp (the document was already waiting for a frame, or
 * the chunk changed nothing on screen) the first frame committed after the stamp is taken.
 */
import type { TraceEvent } from './trace-metrics';

const INVALIDATIONS = new Set(['InvalidateLayout', 'ScheduleStyleRecalculation']);

export interface PaintLatencyOptions {
  /** Prefix of the per-chunk `TimeStamp` labels, followed by the chunk's index. */
  chunkMark: string;
  /** Label of the `TimeStamp` set when the stream started. */
  startMark: string;
  /** Each chunk's scheduled arrival after the start, ms on the page's (compressed) clock. */
  arrivalsMs: readonly number[];
}

export interface PaintLatencies {
  /** Per chunk, in chunk order: scheduled arrival → end of the commit of the frame that shows it, ms. */
  latencies: number[];
  /** Chunks whose frame was found from the stamp because no invalidation followed it. */
  withoutInvalidation: number;
}

const stampLabel = (event: TraceEvent) => event.args?.data?.message ?? '';

/** First index in ascending `values` whose value is greater than `after`. */
function firstAfter(values: readonly number[], after: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! > after) high = mid;
    else low = mid + 1;
  }
  return low;
}

export function paintLatencies(events: readonly TraceEvent[], options: PaintLatencyOptions): PaintLatencies {
  const start = events.find((e) => e.name === 'TimeStamp' && stampLabel(e) === options.startMark);
  if (!start) throw new Error(`No "${options.startMark}" stamp in the trace`);
  const onPageThread = events.filter((e) => e.pid === start.pid && e.tid === start.tid);
  const stamps = new Array<number>(options.arrivalsMs.length);
  for (const event of onPageThread) {
    const label = stampLabel(event);
    if (event.name !== 'TimeStamp' || !label.startsWith(options.chunkMark)) continue;
    stamps[Number(label.slice(options.chunkMark.length))] = event.ts;
  }
  const invalidations = onPageThread
    .filter((e) => INVALIDATIONS.has(e.name))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const commits = onPageThread
    .filter((e) => e.name === 'Commit' && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const commitStarts = commits.map((e) => e.ts);
  let withoutInvalidation = 0;
  const latencies = options.arrivalsMs.map((arrivalMs, index) => {
    const stamp = stamps[index];
    if (stamp === undefined) throw new Error(`No stamp for chunk ${index} in the trace`);
    const nextStamp = stamps[index + 1] ?? Number.POSITIVE_INFINITY;
    const invalidation = invalidations[firstAfter(invalidations, stamp)];
    const changed = invalidation !== undefined && invalidation < nextStamp;
    if (!changed) withoutInvalidation += 1;
    const frame = commits[firstAfter(commitStarts, changed ? invalidation : stamp)];
    if (!frame) throw new Error(`No frame committed after chunk ${index}`);
    return (frame.ts + frame.dur! - start.ts) / 1000 - arrivalMs;
  });
  return { latencies, withoutInvalidation };
}
