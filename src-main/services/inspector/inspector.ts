import { randomUUID } from 'node:crypto';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { Exchange, ExchangeSummary, RecordedBody } from '../../../src-shared/contract/schemas/inspector';
import { redactHeaders, redactText, redactUrl } from '../http/redact';

/** Bodies are kept up to this many bytes each; the rest is counted, not stored. */
export const BODY_CAP_BYTES = 64 * 1024;
/** Exchanges kept in memory; the oldest are dropped first. */
export const MAX_EXCHANGES = 2000;

export interface ExchangeStart {
  service: ServiceId | null;
  profileId: string | null;
  method: string;
  url: string;
  attempt: number;
  requestHeaders: Iterable<[string, string]>;
  requestBody: Uint8Array | null;
  requestContentType: string | null;
}

/** Handle for one exchange in flight; every method redacts before storing. */
export interface ExchangeRecorder {
  readonly id: string;
  responded(status: number, headers: Iterable<[string, string]>): void;
  /** A streamed body's next bytes: the record shows the body (capped) as it arrives. */
  received(chunk: Uint8Array, contentType: string | null): void;
  /** `body: 'streamed'` keeps what received() recorded. */
  finished(outcome: {
    body: Uint8Array | null | 'streamed';
    contentType: string | null;
    error?: string;
  }): void;
}

const TEXTUAL =
  /^(text\/|application\/(json|.*\+json|x-pem-file|xml|x-www-form-urlencoded|x-ndjson))|multipart\//i;

function recordBody(
  body: Uint8Array | null,
  contentType: string | null,
  secrets: readonly string[],
  totalBytes = body?.byteLength ?? 0,
): RecordedBody {
  if (!body) return { text: null, bytes: 0, truncated: false, contentType };
  const textual = contentType === null || TEXTUAL.test(contentType);
  if (!textual) return { text: null, bytes: totalBytes, truncated: false, contentType };
  const truncated = totalBytes > BODY_CAP_BYTES;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(
    body.byteLength > BODY_CAP_BYTES ? body.subarray(0, BODY_CAP_BYTES) : body,
  );
  return { text: redactText(text, secrets), bytes: totalBytes, truncated, contentType };
}

/** A streamed body: the first BODY_CAP_BYTES kept, the rest only counted (and not decoded again). */
function createStreamedBody() {
  const kept = new Uint8Array(BODY_CAP_BYTES);
  let keptBytes = 0;
  let totalBytes = 0;
  let last: { keptBytes: number; body: RecordedBody } | null = null;
  return {
    add(chunk: Uint8Array) {
      const take = Math.min(chunk.byteLength, BODY_CAP_BYTES - keptBytes);
      kept.set(chunk.subarray(0, take), keptBytes);
      keptBytes += take;
      totalBytes += chunk.byteLength;
    },
    record(contentType: string | null, secrets: readonly string[]): RecordedBody {
      if (last?.keptBytes !== keptBytes || last.body.contentType !== contentType)
        last = { keptBytes, body: recordBody(kept.subarray(0, keptBytes), contentType, secrets) };
      return {
        ...last.body,
        bytes: totalBytes,
        truncated: last.body.text !== null && totalBytes > keptBytes,
      };
    },
    get totalBytes() {
      return totalBytes;
    },
  };
}

/**
 * Records every HTTP exchange main makes, already redacted: URL query
 * secrets, secret headers, and any known secret value echoed in a body.
 */
export function createInspector(options: {
  secrets: () => readonly string[];
  now?: () => number;
  max?: number;
}) {
  const now = options.now ?? Date.now;
  const max = options.max ?? MAX_EXCHANGES;
  const records: Exchange[] = [];
  const listeners = new Set<(summary: ExchangeSummary) => void>();

  function summarize(record: Exchange): ExchangeSummary {
    const { requestHeaders: _a, responseHeaders: _b, requestBody: _c, responseBody: _d, ...summary } = record;
    return summary;
  }

  function publish(record: Exchange) {
    const summary = summarize(record);
    for (const listener of listeners) listener(summary);
  }

  return {
    begin(start: ExchangeStart): ExchangeRecorder {
      const startedAt = now();
      const secrets = options.secrets();
      const record: Exchange = {
        id: randomUUID(),
        service: start.service,
        profileId: start.profileId,
        method: start.method.toUpperCase(),
        url: redactText(redactUrl(start.url), secrets),
        status: null,
        error: null,
        attempt: start.attempt,
        startedAt,
        ttfbMs: null,
        durationMs: null,
        requestBytes: start.requestBody?.byteLength ?? 0,
        responseBytes: null,
        requestHeaders: redactHeaders(start.requestHeaders).map(([k, v]) => [k, redactText(v, secrets)]),
        responseHeaders: [],
        requestBody: recordBody(start.requestBody, start.requestContentType, secrets),
        responseBody: recordBody(null, null, secrets),
      };
      records.push(record);
      if (records.length > max) records.splice(0, records.length - max);
      let streamed: ReturnType<typeof createStreamedBody> | null = null;
      return {
        id: record.id,
        responded(status, headers) {
          record.status = status;
          record.ttfbMs = now() - startedAt;
          record.responseHeaders = redactHeaders(headers).map(([k, v]) => [k, redactText(v, secrets)]);
        },
        received(chunk, contentType) {
          streamed ??= createStreamedBody();
          streamed.add(chunk);
          record.responseBody = streamed.record(contentType, secrets);
          record.responseBytes = streamed.totalBytes;
        },
        finished(outcome) {
          record.durationMs = now() - startedAt;
          if (outcome.body === 'streamed') {
            record.responseBody =
              streamed?.record(outcome.contentType, secrets) ?? recordBody(null, null, secrets);
            record.responseBytes = streamed?.totalBytes ?? 0;
          } else {
            record.responseBody = recordBody(outcome.body, outcome.contentType, secrets);
            record.responseBytes = outcome.body ? outcome.body.byteLength : record.status === null ? null : 0;
          }
          record.error = outcome.error ? redactText(outcome.error, secrets) : null;
          publish(record);
        },
      };
    },

    list(filter: { service?: ServiceId; limit?: number } = {}): {
      exchanges: ExchangeSummary[];
      total: number;
    } {
      const matching = filter.service ? records.filter((r) => r.service === filter.service) : records;
      const limit = filter.limit ?? 500;
      return { exchanges: matching.slice(-limit).reverse().map(summarize), total: matching.length };
    },

    get(id: string): Exchange | undefined {
      return records.find((r) => r.id === id);
    },

    clear(): void {
      records.length = 0;
    },

    /** Calls `listener` for each finished exchange until the returned function is called. */
    subscribe(listener: (summary: ExchangeSummary) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Inspector = ReturnType<typeof createInspector>;
