// Batch framing against the recorded Indexing batch (tests/fixtures/google/indexing-batch-*.http): the request
// is written part for part as recorded, and the answer, whose parts come in another order, is matched by
// Content-ID with each part's error kept to that part.
import { describe, expect, it } from 'vitest';
import {
  MAX_BATCH_PARTS,
  readBatch,
  writeBatch,
  type BatchPart,
} from '../../../../../src-main/services/google/google-batch';
import { GoogleApiError } from '../../../../../src-main/services/google/google-error';
import { callUrl } from '../../../../../src-main/services/google/google-request';
import { INDEXING_V3 } from '../../../../../src-main/services/google/generated/indexing-v3';
import {
  boundaryOf,
  parseHeaderLines,
  readMultipart,
  splitHead,
} from '../../../../../src-main/services/google/multipart';
import { recordedMessages } from '../../../../support/http-fixtures';

const BATCH_ID = 'b29c5de2-0db4-490b-b421-6a51b598bd22';
const publish = INDEXING_V3.methods['urlNotifications.publish'];
const metadata = INDEXING_V3.methods['urlNotifications.getMetadata'];

/** The five calls of the recorded batch, built from the method table. */
const CALLS: BatchPart[] = [
  ...(
    [
      ['https://example.com/jobs/42', 'URL_UPDATED'],
      ['https://example.com/jobs/43', 'URL_DELETED'],
      ['https://not-verified.example.org/jobs/7', 'URL_UPDATED'],
      ['https://example.com/jobs/44', 'URL_UPDATED'],
    ] as const
  ).map(([url, type]) => ({ method: 'POST', url: callUrl(INDEXING_V3, publish, {}), json: { url, type } })),
  { method: 'GET', url: callUrl(INDEXING_V3, metadata, { url: 'https://example.com/jobs/99' }) },
];

const [recordedRequest] = recordedMessages('indexing-batch-request.http');
const [recordedAnswer] = recordedMessages('indexing-batch-response.http');

/** A batch body's parts as comparable facts: the part's headers and its inner request. */
function partsOf(contentType: string | null, body: string) {
  return readMultipart(body, boundaryOf(contentType)).map((part) => {
    const inner = splitHead(part.body);
    return {
      contentType: part.headers.get('content-type'),
      contentId: part.headers.get('content-id'),
      requestLine: inner.lines[0],
      json: inner.rest.trim() === '' ? null : (JSON.parse(inner.rest) as unknown),
      innerType: parseHeaderLines(inner.lines.slice(1)).get('content-type')?.split(';')[0] ?? null,
    };
  });
}

describe('writeBatch', () => {
  it('writes the recorded batch request: one application/http part per call, each with its Content-ID', () => {
    const batch = writeBatch(CALLS, BATCH_ID);
    const written = partsOf(batch.contentType, new TextDecoder().decode(batch.body));
    const recorded = partsOf(recordedRequest!.headers.get('content-type'), recordedRequest!.body);
    expect(written).toEqual(recorded);
    expect(batch.contentIds).toEqual([1, 2, 3, 4, 5].map((n) => `${BATCH_ID}+${n}`));
  });

  it('refuses an empty batch and one of more than 100 calls before anything is sent', () => {
    expect(() => writeBatch([])).toThrow(/1 to 100 calls, not 0/);
    const many = Array.from({ length: MAX_BATCH_PARTS + 1 }, () => CALLS[0]!);
    expect(() => writeBatch(many)).toThrow(/not 101: split the calls into batches of at most 100/);
    expect(writeBatch(many.slice(1)).contentIds).toHaveLength(100);
  });
});

describe('readBatch', () => {
  const answer = {
    contentType: recordedAnswer!.headers.get('content-type'),
    body: recordedAnswer!.body,
  };
  const request = { contentIds: [1, 2, 3, 4, 5].map((n) => `${BATCH_ID}+${n}`) };

  it('matches the shuffled answer to the calls by Content-ID, each error kept to its own call', () => {
    const results = readBatch(request, CALLS, answer);
    expect(results.map((result) => (result.ok ? result.status : result.error.code))).toEqual([
      200,
      200,
      'UPSTREAM',
      'UPSTREAM',
      'UPSTREAM',
    ]);
    expect(results[0]).toMatchObject({
      value: { urlNotificationMetadata: { url: 'https://example.com/jobs/42' } },
    });
    expect(results[1]).toMatchObject({
      value: { urlNotificationMetadata: { url: 'https://example.com/jobs/43' } },
    });
    const [ownership, quota, missing] = results.slice(2).map((result) => (result.ok ? null : result.error));
    expect(ownership).toBeInstanceOf(GoogleApiError);
    expect(ownership).toMatchObject({
      message: expect.stringMatching(
        /^POST \/v3\/urlNotifications:publish failed with HTTP 403 \(PERMISSION_DENIED\)/,
      ),
      fix: expect.stringMatching(/Owner of the Search Console property/),
    });
    expect(quota).toMatchObject({
      facts: { httpStatus: 429, dailyQuota: true, reasons: ['RATE_LIMIT_EXCEEDED', 'rateLimitExceeded'] },
    });
    expect(missing).toMatchObject({ facts: { httpStatus: 404, status: 'NOT_FOUND' } });
    expect(missing?.message).toMatch(/^GET \/v3\/urlNotifications\/metadata failed with HTTP 404/);
  });

  it('gives a call the answer never mentions its own error and still reads the others', () => {
    const withoutFifth = answer.body.replace(
      /--batch_\w+\r\nContent-Type: application\/http\r\nContent-ID: <response-[^>]+\+5>[\s\S]*?(?=--batch_\w+--)/,
      '',
    );
    const results = readBatch(request, CALLS, { ...answer, body: withoutFifth });
    expect(results.slice(0, 2).every((result) => result.ok)).toBe(true);
    expect(results[4]).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_RESPONSE',
        message: expect.stringMatching(
          /no part for GET \/v3\/urlNotifications\/metadata: whether the service acted on it is unknown/,
        ),
      },
    });
  });

  it('refuses an answer to a Content-ID that was not sent, a repeated one, or a cut-off answer', () => {
    const other = { contentIds: request.contentIds.map((id) => id.replace('+5', '+6')) };
    expect(() => readBatch(other, CALLS, answer)).toThrow(
      /Content-ID "<response-b29c5de2-[^"]+\+5>", which was not sent/,
    );
    const repeated = answer.body.replace('+2>', '+1>');
    expect(() => readBatch(request, CALLS, { ...answer, body: repeated })).toThrow(
      /two parts answer the Content-ID/,
    );
    const cut = answer.body.slice(0, answer.body.length / 2);
    expect(() => readBatch(request, CALLS, { ...answer, body: cut })).toThrow(
      /ends before the closing delimiter/,
    );
    expect(() => readBatch(request, CALLS, { contentType: 'application/json', body: '{}' })).toThrow(
      /names no multipart boundary/,
    );
  });
});
