import { z } from 'zod';
import { Empty, ServiceId } from './common';

export const ExchangeSummary = z.strictObject({
  id: z.string(),
  service: ServiceId.nullable(),
  profileId: z.string().nullable(),
  method: z.string(),
  /** Redacted: key-bearing query parameters are replaced. */
  url: z.string(),
  status: z.number().int().nullable(),
  /** What went wrong when there is no status (reset, timeout, cancelled). */
  error: z.string().nullable(),
  attempt: z.number().int().min(1),
  startedAt: z.number(),
  ttfbMs: z.number().nullable(),
  durationMs: z.number().nullable(),
  requestBytes: z.number().int().min(0),
  responseBytes: z.number().int().min(0).nullable(),
});
export type ExchangeSummary = z.infer<typeof ExchangeSummary>;

export const RecordedBody = z.strictObject({
  text: z.string().nullable(),
  bytes: z.number().int().min(0),
  truncated: z.boolean(),
  contentType: z.string().nullable(),
});
export type RecordedBody = z.infer<typeof RecordedBody>;

const Headers = z.array(z.tuple([z.string(), z.string()]));

export const Exchange = ExchangeSummary.extend({
  requestHeaders: Headers,
  responseHeaders: Headers,
  requestBody: RecordedBody,
  responseBody: RecordedBody,
});
export type Exchange = z.infer<typeof Exchange>;

const ExchangeId = z.strictObject({ id: z.string().min(1).max(64) });

export const inspector = {
  list: {
    input: z.strictObject({
      service: ServiceId.optional(),
      limit: z.number().int().min(1).max(5000).optional(),
    }),
    output: z.strictObject({ exchanges: z.array(ExchangeSummary), total: z.number().int() }),
  },
  get: { input: ExchangeId, output: Exchange },
  clear: { input: Empty, output: Empty },
  /** The exchange as a curl command line, secrets already redacted. */
  asCurl: { input: ExchangeId, output: z.strictObject({ command: z.string() }) },
  /** New exchanges as they are recorded, until cancelled. */
  follow: { input: Empty, event: ExchangeSummary, output: Empty },
};
