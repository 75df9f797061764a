import { VerityError } from '../../../src-shared/contract/result';
import type { Inspector } from '../inspector/inspector';
import { beginAttempt, waitOrCancel, type AttemptTarget } from './attempt-common';
import { attemptDeadlines, readCapped, streamBody } from './stream-attempt';
import { isRetryableStatus, parseRetryAfter, retryDelayMs, type RetryPolicy } from './retry-policy';

/**
 * Requests whose answer is read as it arrives (a generation stream), beside the buffered
 * http-client: the same inspector records and redaction, with the body recorded chunk by chunk.
 * Retries happen only before a successful answer has started (429/5xx, a failed connection):
 * once the body streams, a retry would repeat (and bill) the generation.
 */
export interface StreamRequest extends AttemptTarget {
  headers?: Record<string, string>;
  body?: string;
  /** Aborting it closes the connection (Stop). */
  signal?: AbortSignal;
  /** Until the response headers arrive, per attempt. */
  headersTimeoutMs?: number;
  /** From sending until the first byte of a successful body. */
  firstByteTimeoutMs?: number;
  /** Longest silence between two pieces of the body once it has started. */
  idleTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Reads an error answer: the wait it asks for (e.g. RetryInfo in a Google error) and a short reason. */
  describeError?(status: number, body: Uint8Array): { retryAfterMs: number | null; reason: string };
  onAttempt?(attempt: { attempt: number; exchangeId: string }): void;
  onRetry?(retry: { attempt: number; delayMs: number; reason: string }): void;
}

export type StreamResponse =
  | {
      ok: true;
      status: number;
      headers: Headers;
      exchangeId: string;
      /** The body as it arrives; leaving the loop early closes the connection. */
      body: AsyncGenerator<Uint8Array, void, undefined>;
    }
  | { ok: false; status: number; headers: Headers; exchangeId: string; body: Uint8Array };

const STREAM_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

export function createStreamingHttp(deps: { inspector: Inspector; random?: () => number }) {
  async function attemptOnce(
    request: StreamRequest,
    attempt: number,
    caller: AbortSignal,
  ): Promise<StreamResponse> {
    const headers = new Headers(request.headers);
    const body = request.body === undefined ? null : new TextEncoder().encode(request.body);
    const recorder = beginAttempt(deps.inspector, request, attempt, headers, body);
    request.onAttempt?.({ attempt, exchangeId: recorder.id });
    const deadlines = attemptDeadlines(request, caller);
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers,
        body,
        signal: deadlines.signal,
        redirect: 'manual',
      });
    } catch (error) {
      deadlines.clear();
      const mapped = deadlines.failure(error);
      recorder.finished({ body: null, contentType: null, error: mapped.message });
      throw mapped;
    }
    recorder.responded(response.status, response.headers.entries());
    const success = response.status >= 200 && response.status < 300;
    deadlines.gotHeaders(success);
    const base = { status: response.status, headers: response.headers, exchangeId: recorder.id };
    if (success) return { ...base, ok: true, body: streamBody(response, recorder, deadlines) };
    const contentType = response.headers.get('content-type');
    try {
      const errorBody = await readCapped(response, deadlines);
      recorder.finished({ body: errorBody, contentType });
      return { ...base, ok: false, body: errorBody };
    } catch (error) {
      const mapped = deadlines.failure(error);
      recorder.finished({ body: null, contentType, error: mapped.message });
      throw mapped;
    } finally {
      deadlines.clear();
    }
  }

  return {
    /** Sends the request, retrying failed connections and retryable error answers, and opens the body. */
    async open(request: StreamRequest): Promise<StreamResponse> {
      const policy = { ...STREAM_RETRY, ...request.retry };
      const caller = request.signal ?? new AbortController().signal;
      for (let attempt = 1; ; attempt++) {
        let delay: number | null;
        let reason: string;
        try {
          const response = await attemptOnce(request, attempt, caller);
          if (response.ok || !isRetryableStatus(response.status) || attempt >= policy.maxAttempts)
            return response;
          const described = request.describeError?.(response.status, response.body);
          const retryAfterMs =
            described?.retryAfterMs ?? parseRetryAfter(response.headers.get('retry-after'), Date.now());
          reason = described?.reason ?? `HTTP ${response.status}`;
          delay = retryDelayMs(policy, attempt, retryAfterMs, deps.random);
          // The server asks for a longer wait than the policy allows: report its answer instead.
          if (delay === null) return response;
        } catch (error) {
          if (!(error instanceof VerityError) || error.code !== 'NETWORK' || attempt >= policy.maxAttempts)
            throw error;
          reason = error.message;
          delay = retryDelayMs(policy, attempt, null, deps.random) ?? policy.baseDelayMs;
        }
        request.onRetry?.({ attempt: attempt + 1, delayMs: delay, reason });
        await waitOrCancel(delay, caller);
      }
    },
  };
}

export type StreamingHttp = ReturnType<typeof createStreamingHttp>;
