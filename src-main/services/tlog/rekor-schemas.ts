import { z } from 'zod';
import { LogEntryValue } from '../../verification/tlog/log-entry-value';

/**
 * Rekor v1 responses as the server sends them (rekor-openapi.yaml). The server is not trusted to be
 * well-formed: every field the console reads is checked here, and 64-bit numbers must be exact in JSON
 * (below 2^53). An entry is read with the verification's own LogEntry schema, so what the explorer shows
 * is what it verified.
 */
const Hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a 64-character hex hash');
const TreeId = z.string().regex(/^[0-9]{1,20}$/, 'a decimal tree ID');
const TreeSize = z
  .number()
  .refine(
    (n) => Number.isSafeInteger(n) && n >= 0,
    'a tree size: a non-negative integer that JSON can carry exactly (below 2^53)',
  );
const EntryIdKey = z.string().regex(/^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$/, 'a 64- or 80-hex entry ID');

export const RekorInactiveShard = z.object({
  rootHash: Hex64,
  treeSize: TreeSize,
  signedTreeHead: z.string().max(65_536),
  treeID: TreeId,
});
export type RekorInactiveShard = z.infer<typeof RekorInactiveShard>;

export const RekorLogInfo = z.object({
  rootHash: Hex64,
  treeSize: TreeSize,
  signedTreeHead: z.string().max(65_536),
  treeID: TreeId,
  inactiveShards: z.array(RekorInactiveShard).max(1000).optional(),
});
export type RekorLogInfo = z.infer<typeof RekorLogInfo>;

export const RekorLogEntry = z
  .record(EntryIdKey, LogEntryValue)
  .refine((map) => Object.keys(map).length === 1, 'exactly one entry per LogEntry');

/** Entries per `POST /api/v1/log/entries/retrieve` at most (sigstore/rekor:pkg/api/entries.go maxRetrieve). */
export const RETRIEVE_BATCH = 10;

/** `POST /api/v1/log/entries/retrieve`: an array of LogEntry maps (unknown keys are skipped by the server). */
export const RekorEntryList = z.array(z.record(EntryIdKey, LogEntryValue)).max(RETRIEVE_BATCH);

/** `POST /api/v1/index/retrieve`: entry IDs. */
export const RekorIndexResult = z.array(EntryIdKey);

export const RekorConsistencyProof = z.object({
  rootHash: Hex64,
  hashes: z.array(Hex64).max(128),
});

/** Describes the first zod issue in words for a BAD_RESPONSE message. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  // Entry IDs as map keys make paths long; their first characters identify them well enough.
  const path = issue?.path.map((p) =>
    typeof p === 'string' && p.length > 20 ? `${p.slice(0, 12)}…` : String(p),
  );
  return `${path?.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
}
