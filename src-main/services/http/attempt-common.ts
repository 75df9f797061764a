// What the buffered client (http-client.ts) and the streamed one (http-stream.ts) do alike for
// each attempt: open its inspector record, name why it failed, and wait before the next one.
import { VerityError } from '../../../src-shared/contract/result';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { ExchangeRecorder, Inspector } from '../inspector/inspector';
import { networkError } from './http-errors';

export interface AttemptTarget {
  service: ServiceId | null;
  profileId: string | null;
  method: string;
  url: string;
}

const cancelledError = () => new VerityError('CANCELLED', 'The request was cancelled');

/** The words of a missed deadline, e.g. "No answer from https://host within 30 s". */
export const missedDeadline = (what: string, origin: string, ms: number) =>
  `${what} from ${origin} within ${ms / 1000} s`;

/** Starts the inspector record of one attempt (the inspector redacts what it stores). */
export function beginAttempt(
  inspector: Inspector,
  request: AttemptTarget,
  attempt: number,
  headers: Headers,
  body: Uint8Array | null,
): ExchangeRecorder {
  return inspector.begin({
    service: request.service,
    profileId: request.profileId,
    method: request.method,
    url: request.url,
    attempt,
    requestHeaders: headers.entries(),
    requestBody: body,
    requestContentType: headers.get('content-type'),
  });
}

/**
 * Why an attempt failed, in contract words: the caller cancelling wins over a missed deadline
 * (`timedOut`, its message when one fired), which wins over the failure itself.
 */
export function attemptFailure(
  error: unknown,
  url: string,
  caller: AbortSignal,
  timedOut: string | null,
): VerityError {
  if (caller.aborted) return cancelledError();
  if (timedOut) return new VerityError('TIMEOUT', timedOut);
  if (error instanceof VerityError) return error;
  return networkError(error, url);
}

/** Waits `ms`, or rejects with CANCELLED as soon as `signal` aborts. */
export function waitOrCancel(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelledError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
