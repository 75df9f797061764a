// Writes one streamed answer: waits the time to first chunk, sends 200 and the headers, then each event at
// its time as raw byte slices with a pause between them (so events and UTF-8 characters arrive split across
// reads), and stops at once when the client goes away. Stream faults: midStreamError appends a bare error
// after N events and ends the body; cutStream (and the generic truncation fault, at half the events) drops the
// connection after N events.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { googleStatusName } from '../../../http/error-shapes';
import type { Reply } from '../../../http/reply';
import { cannedDetails, genaiMessage } from '../genai-errors';
import type { SeededRandom } from '../text/seeded-random';
import { FRONTEND_HEADERS, serverTiming } from '../wire/json-format';
import { splitBytes, splitPoints } from './byte-splits';
import type { Framing } from './framing';
import type { StreamStats } from './stream-stats';

/** Pause between the slices of one event: long enough for a client to read them separately. */
const SLICE_GAP_MS = 2;

interface TimedEvent {
  response: unknown;
  /** Wait before this event (for the first: the time to first byte). */
  delayMs: number;
}

interface StreamFaults {
  midStreamError: { afterChunks: number; httpStatus: number } | null;
  cutStream: { afterChunks: number } | null;
}

export interface StreamJob {
  framing: Framing;
  events: readonly TimedEvent[];
  faults: StreamFaults;
  random: SeededRandom;
  /** Headers on top of the framing's and the front end's (a replay's recorded ones). */
  headers?: OutgoingHttpHeaders;
  stats: StreamStats;
}

type Outcome = 'completed' | 'aborted' | 'faulted';

function write(res: ServerResponse, bytes: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    if (res.destroyed || res.writableEnded) {
      resolve(false);
      return;
    }
    res.write(bytes, (error) => resolve(!error));
  });
}

async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await delay(Math.max(0, ms), undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** Writes `text` as several slices with short pauses between them; false once the client is gone. */
async function writeSliced(
  res: ServerResponse,
  text: string,
  random: SeededRandom,
  signal: AbortSignal,
): Promise<boolean> {
  const bytes = Buffer.from(text, 'utf8');
  const pieces = splitBytes(bytes, splitPoints(bytes, random));
  for (const [i, piece] of pieces.entries()) {
    if (i > 0 && !(await pause(SLICE_GAP_MS, signal))) return false;
    if (!(await write(res, piece))) return false;
  }
  return true;
}

function errorBody(httpStatus: number): unknown {
  const details = cannedDetails(httpStatus);
  return {
    error: {
      code: httpStatus,
      message: genaiMessage(httpStatus),
      status: googleStatusName(httpStatus),
      ...(details ? { details } : {}),
    },
  };
}

export async function writeStream(reply: Reply, job: StreamJob): Promise<void> {
  job.stats.active += 1;
  let outcome: Outcome = 'aborted';
  try {
    outcome = await writeEvents(reply, job);
  } finally {
    job.stats.active -= 1;
    job.stats[outcome] += 1;
  }
}

async function writeEvents(reply: Reply, job: StreamJob): Promise<Outcome> {
  const signal = reply.disconnectSignal();
  const first = job.events[0]?.delayMs ?? 0;
  if (!(await pause(first, signal))) return 'aborted';
  const res = reply.startStream(200, {
    'content-type': job.framing.contentType,
    ...job.framing.headers,
    ...FRONTEND_HEADERS,
    ...serverTiming(first),
    ...job.headers,
  });
  if (!res) return 'aborted';
  const { midStreamError } = job.faults;
  const cutAfter =
    job.faults.cutStream?.afterChunks ??
    (reply.truncateBody ? Math.max(1, Math.floor(job.events.length / 2)) : null);
  const slices = job.random.fork('slices');
  for (let written = 0; ; written += 1) {
    if (cutAfter !== null && written === cutAfter) {
      // Let the bytes already written leave before the connection drops.
      await pause(SLICE_GAP_MS, signal);
      res.destroy();
      return 'faulted';
    }
    if (midStreamError && written === midStreamError.afterChunks) {
      // One write of its own: @google/genai only recognises an error that arrives whole in one read.
      const text = job.framing.error(errorBody(midStreamError.httpStatus), written);
      if (!(await pause(SLICE_GAP_MS, signal)) || !(await write(res, Buffer.from(text, 'utf8'))))
        return 'aborted';
      res.end();
      return 'faulted';
    }
    const event = job.events[written];
    if (!event) {
      const end = job.framing.end(written);
      if (end !== '' && !(await write(res, Buffer.from(end, 'utf8')))) return 'aborted';
      res.end();
      return 'completed';
    }
    if (written > 0 && !(await pause(event.delayMs, signal))) return 'aborted';
    if (!(await writeSliced(res, job.framing.event(event.response, written), slices, signal)))
      return 'aborted';
  }
}

/** Time to first chunk: 150–300 ms at the default 200 tokens/s, shorter or longer in proportion. */
export function timeToFirstChunk(random: SeededRandom, tokensPerSecond: number): number {
  return Math.round((150 + random.next() * 150) * (200 / tokensPerSecond));
}

export function tokenDelay(tokens: number, tokensPerSecond: number): number {
  return (tokens / tokensPerSecond) * 1000;
}
