import type { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type {
  ApiErrorInfo,
  GenerateEvent,
  GenerateInput,
  GenerateOutcome,
} from '../../../src-shared/contract/schemas/chat';
import { apiErrorFromBody, type ApiErrorBody } from './stream/api-error';
import { buildGenerateContentRequest, generateContentUrl } from '../../../src-shared/genai/build-request';
import { createResponseStreamDecoder, type StreamOutput } from './stream/stream-decoder';
import type { StreamingHttp, StreamRequest } from '../http/http-stream';
import { parseRetryAfter, type RetryPolicy } from '../http/retry-policy';
import { genaiHeaders, withoutSecrets, type GenaiTarget } from './genai-target';

export type GenerateRequest = z.output<typeof GenerateInput>;

export interface GenerateDeps {
  streaming: StreamingHttp;
  target: GenaiTarget;
  /** Every secret main holds, kept out of what is emitted. */
  secrets: readonly string[];
  retry?: Partial<RetryPolicy>;
  timeouts?: Pick<StreamRequest, 'headersTimeoutMs' | 'firstByteTimeoutMs' | 'idleTimeoutMs'>;
}

const utf8 = new TextDecoder();

function transportError(error: unknown): ApiErrorBody {
  const message =
    error instanceof VerityError ? error.message : 'The connection failed for an unexpected reason';
  return { httpStatus: null, status: null, message, details: [], retryAfterSeconds: null };
}

function describeError(status: number, body: Uint8Array) {
  const error = apiErrorFromBody(utf8.decode(body), status);
  const name = error.status ? ` ${error.status}` : '';
  return {
    retryAfterMs: error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000,
    reason: `HTTP ${status}${name}: ${error.message.slice(0, 200)}`,
  };
}

/**
 * One generation: sends the GenerateContentRequest, then reports everything in arrival order as
 * contract events (the request, retries, first byte, one chunk per response, at most one error)
 * and resolves how it ended. Service and connection failures are events, not exceptions, so the
 * partial answer and the exchange stay visible; Stop (the signal) resolves 'stopped'. Times are
 * ms since the first attempt was sent.
 */
export async function generate(
  deps: GenerateDeps,
  input: GenerateRequest,
  emit: (event: GenerateEvent) => void,
  signal: AbortSignal,
): Promise<GenerateOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const body = buildGenerateContentRequest(input.settings, input.contents);
  const url = generateContentUrl(deps.target.baseUrl, input.settings.model, input.stream);
  let chunks = 0;
  const finish = (status: GenerateOutcome['status']): GenerateOutcome => ({
    status,
    totalMs: elapsed(),
    chunks,
  });
  const report = (error: ApiErrorBody, phase: ApiErrorInfo['phase']) => {
    emit({ type: 'error', atMs: elapsed(), error: withoutSecrets({ ...error, phase }, deps.secrets) });
    return finish('error');
  };
  /** Emits decoded responses; returns an outcome when the stream reported an error. */
  const deliver = (items: StreamOutput[], atMs: number): GenerateOutcome | null => {
    for (const item of items) {
      if (item.kind === 'error') return report(item.error, 'mid-stream');
      chunks++;
      emit({ type: 'chunk', atMs, bytes: item.bytes, response: withoutSecrets(item.response, deps.secrets) });
    }
    return null;
  };

  // Before the try: a key that may not go to this URL is a VAULT error, not a network failure.
  const headers = genaiHeaders(deps.target, url, true);
  let response;
  try {
    response = await deps.streaming.open({
      service: 'genai',
      profileId: deps.target.profileId,
      method: 'POST',
      url,
      headers,
      body: JSON.stringify(body),
      signal,
      retry: deps.retry,
      ...deps.timeouts,
      describeError,
      // One request event, for the first attempt; later attempts follow their retry event.
      onAttempt: ({ attempt, exchangeId }) => {
        if (attempt === 1) emit({ type: 'request', url, body, sentAt: Date.now(), exchangeId });
      },
      onRetry: (retry) =>
        emit({ type: 'retry', ...retry, reason: withoutSecrets(retry.reason, deps.secrets) }),
    });
  } catch (error) {
    return signal.aborted ? finish('stopped') : report(transportError(error), 'network');
  }

  if (!response.ok) {
    const error = apiErrorFromBody(utf8.decode(response.body), response.status);
    const header = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    const retryAfterSeconds = error.retryAfterSeconds ?? (header === null ? null : header / 1000);
    return report({ ...error, retryAfterSeconds }, 'before-stream');
  }

  const decoder = createResponseStreamDecoder();
  let firstByte = true;
  try {
    for await (const bytes of response.body) {
      const atMs = elapsed();
      if (firstByte) emit({ type: 'first-byte', atMs });
      firstByte = false;
      // Leaving the loop on an error closes the connection.
      const ended = deliver(decoder.push(bytes), atMs);
      if (ended) return ended;
    }
  } catch (error) {
    return signal.aborted ? finish('stopped') : report(transportError(error), 'network');
  }
  const ended = deliver(decoder.end(), elapsed());
  if (ended) return ended;
  if (chunks === 0) {
    const message = 'The service ended the answer without sending any response';
    return report(
      { httpStatus: response.status, status: null, message, details: [], retryAfterSeconds: null },
      'mid-stream',
    );
  }
  return finish('complete');
}
