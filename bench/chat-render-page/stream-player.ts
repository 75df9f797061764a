/**
 * Plays a chunk sequence into any renderer on a page. Page-side and UI-agnostic: `apply` is whatever
 * hands the text to the UI (a React setState here; the whole app's store later). Per chunk the page
 * runs only the delivery (a timer, a trace stamp) and `apply`: when each chunk was painted is read from
 * the trace afterwards (paint-latency.ts), so measuring it costs the page nothing.
 */

/** Prefix of the `console.timeStamp` label set as each chunk is handed to the UI. */
export const CHUNK_MARK = 'chunk ';
/** The `console.timeStamp` label set when the stream starts: chunk `atMs` offsets count from it. */
export const STREAM_START_MARK = 'stream start';

export interface PlayedChunk {
  /** The text this event adds. */
  text: string;
  /** When it arrives, ms after the first event. */
  atMs: number;
}

export interface PlayOptions {
  /** Hands the accumulated text to the UI; `done` is true for the end-of-stream call. */
  apply: (text: string, done: boolean) => void;
  /** Clock compression: 2 plays the sequence twice as fast as its `atMs`. */
  speed: number;
}

/** Resolves after two frames: the last chunk's frame is in the trace before the caller stops it. */
function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

export function playChunks(chunks: readonly PlayedChunk[], options: PlayOptions): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    console.timeStamp(STREAM_START_MARK);
    let text = '';
    let next = 0;
    const deliver = () => {
      // Deliver every chunk whose time has come (a blocked main thread receives them late, together).
      while (next < chunks.length && started + chunks[next]!.atMs / options.speed <= performance.now()) {
        const index = next++;
        text += chunks[index]!.text;
        // A trace stamp per chunk: the trace is split chunk by chunk at these, and each chunk's paint
        // is found after its stamp. Unlike a performance.mark it allocates no timeline entry.
        console.timeStamp(`${CHUNK_MARK}${index}`);
        options.apply(text, false);
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
      void afterTwoFrames().then(resolve);
    };
    deliver();
  });
}
