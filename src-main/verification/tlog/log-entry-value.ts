// The value of a Rekor v1 LogEntry map (`{"<entry ID>": value}`), read into the fields the checks use:
// the common case without zod (log-entry-fast-parse.ts), anything else through the schema, which names
// the problem.
import { z } from 'zod';
import { fromHex } from './encoding';
import { decodeBase64 } from './base64';
import { Base64Bytes, firstIssue, HexHash, Uint64Json } from './json-fields';
import type { EntryId } from './entry-id';
import { parseLogEntryValueFast } from './log-entry-fast-parse';
import type { TlogEntryFacts } from './tlog-entry';

export const LogEntryValue = z.object({
  body: z.string().transform((text, ctx) => {
    const bytes = decodeBase64(text);
    if (bytes === null)
      ctx.addIssue({ code: 'custom', message: 'must be standard padded base64', input: text });
    return { text, bytes: bytes ?? new Uint8Array(0) };
  }),
  integratedTime: Uint64Json,
  logID: HexHash,
  logIndex: Uint64Json,
  verification: z
    .object({
      inclusionProof: z
        .object({
          checkpoint: z.string().optional(),
          hashes: z.array(HexHash),
          logIndex: Uint64Json,
          rootHash: HexHash,
          treeSize: Uint64Json,
        })
        .optional(),
      signedEntryTimestamp: Base64Bytes.optional(),
    })
    .optional(),
});
export type LogEntryValue = z.infer<typeof LogEntryValue>;

/** Values a reader already read (readAndKeepLogEntryValue): an entry list is read once, for its rows and its checks. */
const alreadyRead = new WeakMap<object, LogEntryValue>();

/** The value read, or why it is not a LogEntry value. */
export function readLogEntryValue(value: unknown): LogEntryValue | string {
  const kept = typeof value === 'object' && value !== null ? alreadyRead.get(value) : undefined;
  if (kept !== undefined) return kept;
  const fast = parseLogEntryValueFast(value);
  if (fast !== null) return fast;
  const parsed = LogEntryValue.safeParse(value);
  return parsed.success ? parsed.data : `not a Rekor LogEntry: ${firstIssue(parsed.error)}`;
}

/**
 * The common-case read of `value` (parseLogEntryValueFast), kept so readLogEntryValue on the same object
 * returns it without reading again; null when `value` is not the common case (nothing is kept then).
 */
export function readAndKeepLogEntryValue(value: object): LogEntryValue | null {
  const fast = parseLogEntryValueFast(value);
  if (fast !== null) alreadyRead.set(value, fast);
  return fast;
}

/** The checks' view of a value read by readLogEntryValue. */
export function factsOf(entryId: EntryId, entry: LogEntryValue): TlogEntryFacts {
  const proof = entry.verification?.inclusionProof;
  return {
    entryId,
    body: entry.body.bytes,
    bodyBase64: entry.body.text,
    integratedTime: entry.integratedTime,
    logId: fromHex(entry.logID),
    logIndex: entry.logIndex,
    signedEntryTimestamp: entry.verification?.signedEntryTimestamp ?? null,
    proof:
      proof === undefined
        ? null
        : {
            logIndex: proof.logIndex,
            treeSize: proof.treeSize,
            rootHash: fromHex(proof.rootHash),
            hashes: proof.hashes.map(fromHex),
            checkpoint: proof.checkpoint ?? null,
          },
  };
}
