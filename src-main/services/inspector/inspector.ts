import { randomUUID } from 'node:crypto';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { Exchange, ExchangeSummary } from '../../../src-shared/contract/schemas/inspector';
import { redactHeaders, redactText, redactUrl } from '../http/redact';
import { bodyOf, createStreamedBody, keptBody, recordBody, type StoredBody } from './recorded-body';

export { BODY_CAP_BYTES } from './recorded-body';
/** Exchanges kept in memory; the oldest are dropped first. */
const MAX_EXCHANGES = 2000;

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
  /** `body: 'streamed'` keeps what received() recorded; bytes may be kept as given, so leave them unchanged. */
  finished(outcome: {
    body: Uint8Array | null | 'streamed';
    contentType: string | null;
    error?: string;
  }): void;
}

/** An exchange as kept: its response body may wait to be decoded until read (keptBody). */
interface StoredExchange extends Omit<Exchange, 'responseBody'> {
  responseBody: StoredBody;
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
  const records: StoredExchange[] = [];
  const listeners = new Set<(summary: ExchangeSummary) => void>();

  function summarize(record: StoredExchange): ExchangeSummary {
    const { requestHeaders: _a, responseHeaders: _b, requestBody: _c, responseBody: _d, ...summary } = record;
    return summary;
  }

  function publish(record: StoredExchange) {
    const summary = summarize(record);
    for (const listener of listeners) listener(summary);
  }

  return {
    begin(start: ExchangeStart): ExchangeRecorder {
      const startedAt = now();
      const secrets = options.secrets();
      const record: StoredExchange = {
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
            record.responseBody = keptBody(outcome.body, outcome.contentType, secrets);
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
      const record = records.find((r) => r.id === id);
      return record && { ...record, responseBody: bodyOf(record.responseBody) };
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
