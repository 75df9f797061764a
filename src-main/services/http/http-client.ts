import { VerityError } from '../../../src-shared/contract/result';
import type { Inspector } from '../inspector/inspector';
import {
  attemptFailure,
  beginAttempt,
  missedDeadline,
  waitOrCancel,
  type AttemptTarget,
} from './attempt-common';
import { upstreamMessage } from './http-errors';
import {
  DeadlineExceeded,
  fetchTransport,
  type HttpTransport,
  type TransportResponse,
} from './fetch-transport';
import {
  DEFAULT_RETRY,
  isIdempotent,
  isRetryableStatus,
  parseRetryAfter,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy';

export interface HttpRequest extends AttemptTarget {
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
  timeoutMs?: number;
  /** The largest body read (default 64 MiB); a larger one fails the attempt as "too large". */
  maxBodyBytes?: number;
  signal?: AbortSignal;
  /** Overrides the method-based default (e.g. a POST the API defines as idempotent). */
  idempotent?: boolean;
  retry?: Partial<RetryPolicy>;
  /** Statuses the caller handles itself (no error thrown, no retry), e.g. 404 or 409. */
  acceptStatus?: readonly number[];
  /**
   * Replaces the layer's rule for error answers with the API's own (Google's also retries a rate-limited
   * 403, and a 429 even for a POST): the error to throw, and the wait before the next attempt or null.
   */
  answerRule?: AnswerRule;
}

/** What to do with an error answer: throw `error` now, or wait `retryInMs` and try again. */
export type AnswerRule = (
  response: HttpResponse,
  attempt: number,
  policy: RetryPolicy,
) => { error: VerityError; retryInMs: number | null };

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  text(): string;
  json(): unknown;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** For calls without a signal of their own: one shared signal rather than a controller per request. */
const NEVER_CANCELLED = new AbortController().signal;
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function toResponse(status: number, headers: Headers, body: Uint8Array): HttpResponse {
  let text: string | undefined;
  return {
    status,
    headers,
    body,
    text: () => (text ??= new TextDecoder().decode(body)),
    json: () => {
      try {
        return JSON.parse((text ??= new TextDecoder().decode(body))) as unknown;
      } catch {
        throw new VerityError('BAD_RESPONSE', 'The server answered with something that is not JSON');
      }
    },
  };
}

/**
 * The one HTTP layer every buffered API client uses: timeouts, cancellation, retries
 * with backoff + jitter for idempotent calls, and an inspector record per
 * attempt with secrets redacted. The wire is fetch (fetch-transport.ts) unless a test gives another.
 */
export function createHttpClient(deps: {
  inspector: Inspector;
  transport?: HttpTransport;
  random?: () => number;
}) {
  const send = deps.transport ?? fetchTransport;

  async function attemptOnce(
    request: HttpRequest,
    attempt: number,
    signal: AbortSignal,
  ): Promise<HttpResponse> {
    const body =
      typeof request.body === 'string' ? new TextEncoder().encode(request.body) : (request.body ?? null);
    const headers = new Headers(request.headers);
    const recorder = beginAttempt(deps.inspector, request, attempt, headers, body);
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const failedWith = (error: unknown) =>
      attemptFailure(
        error,
        request.url,
        signal,
        error instanceof DeadlineExceeded
          ? missedDeadline('No answer', new URL(request.url).origin, timeoutMs)
          : null,
      );
    let response: TransportResponse;
    try {
      response = await send({
        method: request.method,
        url: request.url,
        headers,
        body,
        signal,
        timeoutMs,
        maxBodyBytes: request.maxBodyBytes ?? MAX_BODY_BYTES,
      });
    } catch (error) {
      const mapped = failedWith(error);
      recorder.finished({ body: null, contentType: null, error: mapped.message });
      throw mapped;
    }
    recorder.responded(response.status, response.headers.entries());
    try {
      const bytes = await response.body();
      recorder.finished({ body: bytes, contentType: response.headers.get('content-type') });
      return toResponse(response.status, response.headers, bytes);
    } catch (error) {
      const mapped = error instanceof VerityError ? error : failedWith(error);
      recorder.finished({
        body: null,
        contentType: response.headers.get('content-type'),
        error: mapped.message,
      });
      throw mapped;
    }
  }

  /** The layer's own rule: an UPSTREAM error, retried only for idempotent calls on 408, 429 and 5xx. */
  const defaultRule =
    (request: HttpRequest, idempotent: boolean): AnswerRule =>
    (response, attempt, policy) => {
      const error = new VerityError(
        'UPSTREAM',
        `${request.method} ${new URL(request.url).pathname} failed with HTTP ${response.status}: ${upstreamMessage(response.text()) ?? 'no error message'}`,
        { status: response.status },
      );
      if (!isRetryableStatus(response.status) || !idempotent || attempt >= policy.maxAttempts)
        return { error, retryInMs: null };
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
      return { error, retryInMs: retryDelayMs(policy, attempt, retryAfterMs, deps.random) };
    };

  return {
    async request(request: HttpRequest): Promise<HttpResponse> {
      const policy = { ...DEFAULT_RETRY, ...request.retry };
      const idempotent = request.idempotent ?? isIdempotent(request.method);
      const signal = request.signal ?? NEVER_CANCELLED;
      const rule = request.answerRule ?? defaultRule(request, idempotent);
      for (let attempt = 1; ; attempt++) {
        let failure: VerityError;
        let delay: number | null;
        try {
          const response = await attemptOnce(request, attempt, signal);
          if (response.status < 400 || request.acceptStatus?.includes(response.status)) return response;
          ({ error: failure, retryInMs: delay } = rule(response, attempt, policy));
        } catch (error) {
          if (!(error instanceof VerityError) || error.code !== 'NETWORK') throw error;
          failure = error;
          delay =
            idempotent && attempt < policy.maxAttempts
              ? retryDelayMs(policy, attempt, null, deps.random)
              : null;
        }
        if (delay === null) throw failure;
        await waitOrCancel(delay, signal);
      }
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
