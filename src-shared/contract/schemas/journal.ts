import { z } from 'zod';
import { Empty, ServiceId } from './common';

/** Pending until its outcome arrives; unknown when Verity stopped (or the connection failed) before it did. */
const JournalOutcome = z.enum(['pending', 'ok', 'failed', 'unknown']);

/** A flat summary of a request or response: names and plain values, never a secret or a whole body. */
const JournalSummary = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** One mutation sent to a service: written before it was sent, completed with its outcome after. */
const JournalOperation = z.strictObject({
  id: z.string(),
  at: z.number(),
  profileId: z.string().nullable(),
  service: ServiceId,
  /** What was done, e.g. "create-entry". */
  kind: z.string(),
  /** Where it was sent: the URL the mutation went to. */
  target: z.string(),
  request: JournalSummary,
  outcome: JournalOutcome,
  response: JournalSummary.nullable(),
  completedAt: z.number().nullable(),
});
export type JournalOperation = z.infer<typeof JournalOperation>;

const Time = z.number().int().min(0).max(8_640_000_000_000_000);

const JournalVerdict = z.strictObject({
  ok: z.boolean(),
  /** How many records the chain holds. */
  records: z.number().int().min(0),
  /** The first record found edited, removed or reordered; null when the chain is whole. */
  problem: z
    .strictObject({
      problem: z.enum(['edited', 'removed', 'reordered']),
      seq: z.number().int(),
      opId: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
});

export const journal = {
  list: {
    input: z.strictObject({
      service: ServiceId.optional(),
      kind: z.string().min(1).max(64).optional(),
      outcome: JournalOutcome.optional(),
      /** Begun at or after (ms since the epoch). */
      since: Time.optional(),
      /** Begun before (ms since the epoch). */
      until: Time.optional(),
      page: z.number().int().min(0).max(1_000_000).default(0),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    output: z.strictObject({
      total: z.number().int().min(0),
      operations: z.array(JournalOperation),
    }),
  },
  verify: { input: Empty, output: JournalVerdict },
};
