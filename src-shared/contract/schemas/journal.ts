import { z } from 'zod';
import { Empty, ServiceId } from './common';

/** Pending until its outcome arrives; unknown when Verity stopped (or the connection failed) before it did. */
const JournalOutcome = z.enum(['pending', 'ok', 'failed', 'unknown']);

/** A flat summary of a request or response: names and plain values, never a secret or a whole body. */
const JournalSummary = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * One mutation sent to a service: written before it was sent, completed with its outcome after. A row changed
 * outside Verity is still listed as it is: `service` and `outcome` then hold whatever the row holds, and
 * `damaged` says what is wrong with it (Verify journal names the record).
 */
const JournalOperation = z.strictObject({
  id: z.string(),
  at: z.number(),
  profileId: z.string().nullable(),
  service: ServiceId.or(z.string()),
  /** What was done, e.g. "create-entry". */
  kind: z.string(),
  /** Where it was sent: the URL the mutation went to. */
  target: z.string(),
  request: JournalSummary,
  outcome: JournalOutcome.or(z.string()),
  response: JournalSummary.nullable(),
  completedAt: z.number().nullable(),
  /** Check can ask the service whether an "outcome unknown" operation took effect. */
  checkable: z.boolean(),
  /** Undo can reverse it: its kind declares how, and it succeeded. */
  undoable: z.boolean(),
  /** Why this row is not as Verity wrote it (a value it does not know); null for a row as written. */
  damaged: z.string().nullable(),
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

const JournalFilters = z.strictObject({
  service: ServiceId.optional(),
  kind: z.string().min(1).max(64).optional(),
  outcome: JournalOutcome.optional(),
  /** Begun at or after (ms since the epoch). */
  since: Time.optional(),
  /** Begun before (ms since the epoch). */
  until: Time.optional(),
});

/** One record of the chain as stored: an operation begun, or completed; `hash` covers all but `seq` and itself. */
const JournalRecordWire = z.strictObject({
  seq: z.number().int(),
  opId: z.string(),
  event: z.string(),
  at: z.number(),
  profileId: z.string().nullable(),
  service: z.string(),
  kind: z.string(),
  target: z.string(),
  request: z.unknown(),
  outcome: z.string(),
  response: z.unknown(),
  prevHash: z.string(),
  hash: z.string(),
});

/**
 * An exported journal: the records of the operations the filters select, with their chain fields, and the
 * journal's head (all records, not only those exported) as a signed checkpoint (C2SP tlog-checkpoint: origin,
 * record count, head hash) by the console's journal key. `verity-audit` checks it with a key given to it.
 */
export const JournalExport = z.strictObject({
  type: z.literal('verity-journal'),
  version: z.literal(1),
  exportedAt: z.string(),
  filters: JournalFilters,
  records: z.array(JournalRecordWire),
  head: z.strictObject({ records: z.number().int().min(0), hash: z.string() }),
  checkpoint: z.strictObject({
    /** The signed note: origin, head.records, head.hash in base64; one signature line. */
    note: z.string(),
    /** The key's name on the signature line and its public key: which key to trust is for the reader to say. */
    key: z.strictObject({ name: z.string(), pem: z.string() }),
  }),
});
export type JournalExport = z.infer<typeof JournalExport>;

const OpRef = z.strictObject({ opId: z.string().min(1).max(64) });

/** The console's journal key as a reader takes it to trust: what verity-audit's `--key` wants. */
const JournalPublicKey = z.strictObject({
  /** The key name on the checkpoint's signature line. */
  name: z.string(),
  /** SPKI PEM of the ECDSA P-256 public key. */
  pem: z.string(),
  /** The signature line's key ID: the first 4 bytes of SHA-256 of the DER public key, in hex. */
  keyId: z.string(),
  /** SHA-256 of the DER public key, in hex: to compare the key with the one a reader was given. */
  fingerprint: z.string(),
});
export type JournalPublicKey = z.infer<typeof JournalPublicKey>;

export const journal = {
  list: {
    input: JournalFilters.extend({
      page: z.number().int().min(0).max(1_000_000).default(0),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    output: z.strictObject({
      total: z.number().int().min(0),
      operations: z.array(JournalOperation),
    }),
  },
  verify: { input: Empty, output: JournalVerdict },
  export: { input: JournalFilters, output: JournalExport },
  /** Asks the service whether an "outcome unknown" operation took effect, and completes it accordingly. */
  check: { input: OpRef, output: JournalOperation },
  /** Reverses an operation its kind knows how to undo; the undo is itself journaled and returned. */
  undo: { input: OpRef, output: JournalOperation },
  /** The journal key's public half, made on first use as export makes it; a locked vault is a VAULT error. */
  publicKey: { input: Empty, output: JournalPublicKey },
};
