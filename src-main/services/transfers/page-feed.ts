// An upload's bytes streamed by the page that holds the file (the headless host: `transfers.sendChunk`). The
// page sends in order from where the feed expects; main keeps at most one service chunk plus one page piece,
// never the whole file. A page that gives the file again (after a reload or a restart) starts at 0: the bytes
// below the service's offset are hashed only (seek), so nothing the service holds is sent twice.
import { VerityError } from '../../../src-shared/contract/result';
import { MAX_CHUNK_BYTES } from '../../../src-shared/contract/schemas/transfers';
import { HashedPosition, hashUpTo, type ByteSource, type SourceHashes } from './byte-source';

/** The feed lost bytes it needs again: only the page can give them. */
export class NeedsFileError extends VerityError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export interface PageFeed extends ByteSource {
  /** Where the page's next piece goes. */
  readonly expected: number;
  /** Whether a piece of `bytes` fits now (else the page's call waits for `changed`). */
  hasRoom(bytes: number): boolean;
  /** Takes the page's piece at `expected`. */
  offer(data: Uint8Array): void;
  /** Settles at the next change: bytes taken, bytes sent, or `notify` (a pause, say). */
  changed(): Promise<void>;
  notify(): void;
}

/** Waits for `change`, or less if `signal` aborts first (leaving no listener behind). */
function untilSettledOrAborted(change: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = () => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
    void change.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

export function pageFeed(hashes?: SourceHashes): PageFeed {
  const hashed = new HashedPosition(hashes);
  let pieces: Uint8Array[] = [];
  let buffered = 0;
  /** How much the engine waits for: the buffer may hold that plus one page piece. */
  let wanted = 0;
  let wake: () => void = () => undefined;
  let next = new Promise<void>((resolve) => (wake = resolve));
  const notify = () => {
    const woken = wake;
    next = new Promise<void>((resolve) => (wake = resolve));
    woken();
  };

  function take(length: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(length);
    let at = 0;
    for (const piece of pieces) {
      if (at === length) break;
      const part = piece.subarray(0, length - at);
      out.set(part, at);
      at += part.byteLength;
    }
    return out;
  }

  const feed: PageFeed = {
    get position() {
      return hashed.position;
    },
    get expected() {
      return hashed.position + buffered;
    },
    hasRoom: (bytes) =>
      buffered === 0 || buffered + bytes <= Math.max(wanted, MAX_CHUNK_BYTES) + MAX_CHUNK_BYTES,
    offer(data) {
      pieces.push(data);
      buffered += data.byteLength;
      notify();
    },
    async read(length, signal) {
      // A page waiting for room may send now that more is wanted.
      if (length > wanted) notify();
      wanted = length;
      while (buffered < length) {
        if (signal.aborted) throw new VerityError('CANCELLED', 'The transfer was stopped');
        await untilSettledOrAborted(next, signal);
      }
      return take(length);
    },
    advance(bytes) {
      hashed.advance(bytes);
      let drop = bytes.byteLength;
      buffered -= drop;
      while (drop > 0) {
        const first = pieces[0]!;
        if (first.byteLength <= drop) {
          pieces.shift();
          drop -= first.byteLength;
        } else {
          pieces[0] = first.subarray(drop);
          drop = 0;
        }
      }
      if (buffered === 0) pieces = [];
      notify();
    },
    async seek(offset, signal) {
      if (offset < hashed.position)
        throw new NeedsFileError(
          `The service holds ${offset} bytes, fewer than the ${hashed.position} already sent: pick the same file again to send it from there`,
        );
      await hashUpTo(feed, offset, signal);
    },
    digest: () => hashed.digest(),
    md5Digest: () => hashed.md5Digest(),
    changed: () => next,
    notify,
    close: async () => undefined,
  };
  return feed;
}
