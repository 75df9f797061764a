/**
 * Plays a chunk sequence into any renderer on a page and times each chunk from its arrival to the
 * next painted frame. Page-side and UI-agnostic: `apply` is whatever hands the text to the UI (a React
 * setState here; the whole app's store later), so the same player can time other harnesses.
 */

/** Prefix of the `console.timeStamp` label set as each chunk is handed to the UI. */
export const CHUNK_MARK = 'chunk ';

export interface PlayedChunk {
  text: string;
  atMs: number;
}

export interface PlayOptions {
  /** Hands the accumulated text to the UI; `done` is true for the end-of-stream call. */
  apply: (text: string, done: boolean) => void;
  /** Clock compression: 2 plays the sequence twice as fast as its `atMs`. */
  speed: number;
}

export interface PlayResult {
  /** Per chunk: scheduled arrival → after the next frame was painted, ms. */
  latencies: number[];
  /** Wall time from the first chunk to the last paint, ms. */
  wallMs: number;
}

let channel: MessageChannel | null = null;
const waiting: ((at: number) => void)[] = [];
let nextPaint: Promise<number> | null = null;

/** Resolves after the next frame has been painted; callers in the same frame share one promise. */
function afterNextPaint(): Promise<number> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.(performance.now());
  }
  const port = channel.port2;
  nextPaint ??= new Promise((resolve) => {
    requestAnimationFrame(() => {
      // rAF runs before style, layout and paint; a message posted from it lands after them.
      nextPaint = null;
      waiting.push(resolve);
      port.postMessage(null);
    });
  });
  return nextPaint;
}

export function playChunks(chunks: readonly PlayedChunk[], options: PlayOptions): Promise<PlayResult> {
  const latencies: number[] = new Array(chunks.length);
  const painted: Promise<void>[] = [];
  return new Promise((resolve) => {
    const started = performance.now();
    let text = '';
    let next = 0;
    const deliver = () => {
      // Deliver every chunk whose time has come (a blocked main thread receives them late, together).
      while (next < chunks.length && started + chunks[next]!.atMs / options.speed <= performance.now()) {
        const index = next++;
        const arrival = started + chunks[index]!.atMs / options.speed;
        text += chunks[index]!.text;
        // A trace stamp per chunk lets a trace split the main thread's work chunk by chunk; unlike a
        // performance.mark it allocates no timeline entry, so the harness weighs less on every variant.
        console.timeStamp(`${CHUNK_MARK}${index}`);
        options.apply(text, false);
        painted.push(afterNextPaint().then((at) => void (latencies[index] = at - arrival)));
      }
      if (next < chunks.length) {
        // Rounded up: timers count whole milliseconds, so a fractional delay fires early and finds nothing due.
        setTimeout(
          deliver,
          Math.max(0, Math.ceil(started + chunks[next]!.atMs / options.speed - performance.now())),
        );
        return;
      }
      options.apply(text, true);
      void Promise.all(painted)
        .then(afterNextPaint)
        .then((end) => resolve({ latencies, wallMs: end - started }));
    };
    deliver();
  });
}
