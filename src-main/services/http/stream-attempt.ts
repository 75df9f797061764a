// One attempt of a streamed request: its deadlines, reading an error answer whole, and the body
// read piece by piece into the inspector as it arrives.
import type { VerityError } from '../../../src-shared/contract/result';
import type { ExchangeRecorder } from '../inspector/inspector';
import { attemptFailure, missedDeadline } from './attempt-common';

/** The deadlines a streamed request honours (see http-stream.ts). */
export interface StreamDeadlineOptions {
  url: string;
  headersTimeoutMs?: number;
  firstByteTimeoutMs?: number;
  idleTimeoutMs?: number;
}

const DEFAULT_HEADERS_TIMEOUT_MS = 120_000;
const DEFAULT_FIRST_BYTE_TIMEOUT_MS = 180_000;
const DEFAULT_IDLE_TIMEOUT_MS = 120_000;
/** Error answers are read whole up to this size; the rest is dropped. */
const ERROR_BODY_CAP_BYTES = 1024 * 1024;

/** One attempt's deadlines; a missed deadline aborts the attempt with a reason. */
export function attemptDeadlines(request: StreamDeadlineOptions, caller: AbortSignal) {
  const controller = new AbortController();
  const origin = new URL(request.url).origin;
  let reason: string | null = null;
  const arm = (ms: number, what: string) =>
    setTimeout(() => {
      reason = missedDeadline(what, origin, ms);
      controller.abort();
    }, ms);
  let headers: NodeJS.Timeout | null = arm(
    request.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS,
    'No answer',
  );
  let firstByte: NodeJS.Timeout | null = null;
  let idle: NodeJS.Timeout | null = null;
  const idleMs = request.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  return {
    signal: AbortSignal.any([caller, controller.signal]),
    abort: () => controller.abort(),
    gotHeaders(success: boolean) {
      if (headers) clearTimeout(headers);
      headers = null;
      if (success)
        firstByte = arm(request.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_TIMEOUT_MS, 'No first byte');
      else idle = arm(idleMs, 'The error body did not arrive');
    },
    gotBytes() {
      if (firstByte) clearTimeout(firstByte);
      firstByte = null;
      if (idle) clearTimeout(idle);
      idle = arm(idleMs, 'The stream stalled: nothing more arrived');
    },
    clear() {
      for (const timer of [headers, firstByte, idle]) if (timer) clearTimeout(timer);
    },
    failure: (error: unknown): VerityError => attemptFailure(error, request.url, caller, reason),
  };
}

export type Deadlines = ReturnType<typeof attemptDeadlines>;

export async function readCapped(response: Response, deadlines: Deadlines): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    deadlines.gotBytes();
    if (size < ERROR_BODY_CAP_BYTES) pieces.push(value.subarray(0, ERROR_BODY_CAP_BYTES - size));
    size += value.byteLength;
    if (size >= ERROR_BODY_CAP_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(pieces);
}

export async function* streamBody(
  response: Response,
  recorder: ExchangeRecorder,
  deadlines: Deadlines,
): AsyncGenerator<Uint8Array, void, undefined> {
  const contentType = response.headers.get('content-type');
  let error: string | undefined;
  let complete = false;
  try {
    const reader = response.body?.getReader();
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.byteLength === 0) continue;
      deadlines.gotBytes();
      recorder.received(value, contentType);
      yield value;
    }
    complete = true;
  } catch (failure) {
    const mapped = deadlines.failure(failure);
    error = mapped.message;
    throw mapped;
  } finally {
    deadlines.clear();
    if (!complete && error === undefined) {
      // The reader stopped early (an error inside the stream): close the connection.
      error = 'The client stopped reading before the end of the body';
      deadlines.abort();
    }
    recorder.finished({ body: 'streamed', contentType, error });
  }
}
