import { z } from 'zod';

/**
 * Rekor v1 responses as the server sends them (rekor-openapi.yaml). The
 * server is not trusted to be well-formed: every field the console reads is
 * checked here, and 64-bit numbers must be exact in JSON (below 2^53).
 */
/** The patterns and bounds below are shared with entry-list-fast-parse.ts, which must accept the same. */
export const HEX64_PATTERN = /^[0-9a-fA-F]{64}$/;
export const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
export const MAX_BASE64_CHARS = 8_000_000;
export const MAX_NOTE_CHARS = 65_536;
export const MAX_PROOF_HASHES = 64;
export const MAX_RETRIEVED = 10;

const Hex64 = z.string().regex(HEX64_PATTERN, 'a 64-character hex hash');
const TreeId = z.string().regex(/^[0-9]{1,20}$/, 'a decimal tree ID');
const ExactUint = (what: string) =>
  z
    .number()
    .refine(
      (n) => Number.isSafeInteger(n) && n >= 0,
      `${what}: a non-negative integer that JSON can carry exactly (below 2^53)`,
    );
const TreeSize = ExactUint('a tree size');
const Base64 = z.string().max(MAX_BASE64_CHARS).regex(BASE64_PATTERN, 'standard base64');

export const EntryIdPattern = /^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$/;

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

export const RekorInclusionProof = z.object({
  logIndex: ExactUint('a shard index'),
  rootHash: Hex64,
  treeSize: TreeSize,
  hashes: z.array(Hex64).max(MAX_PROOF_HASHES),
  checkpoint: z.string().max(MAX_NOTE_CHARS).optional(),
});
export type RekorInclusionProof = z.infer<typeof RekorInclusionProof>;

/** One value of the LogEntry map (`{entryID: RekorEntry}`). */
export const RekorEntry = z.object({
  logID: Hex64,
  logIndex: ExactUint('a log index'),
  body: Base64.min(1),
  integratedTime: z
    .number()
    .refine(Number.isSafeInteger, 'an integer time that JSON can carry exactly')
    .optional(),
  attestation: z.object({ data: Base64.optional() }).optional(),
  verification: z
    .object({
      inclusionProof: RekorInclusionProof.optional(),
      signedEntryTimestamp: Base64.optional(),
    })
    .optional(),
});
export type RekorEntry = z.infer<typeof RekorEntry>;

export const RekorLogEntry = z
  .record(z.string().regex(EntryIdPattern, 'a 64- or 80-hex entry ID'), RekorEntry)
  .refine((map) => Object.keys(map).length === 1, 'exactly one entry per LogEntry');

/** `POST /api/v1/log/entries/retrieve`: an array of LogEntry maps (unknown keys are skipped by the server). */
export const RekorEntryList = z
  .array(z.record(z.string().regex(EntryIdPattern, 'a 64- or 80-hex entry ID'), RekorEntry))
  .max(MAX_RETRIEVED);

/** `POST /api/v1/index/retrieve`: entry IDs. */
export const RekorIndexResult = z.array(z.string().regex(EntryIdPattern, 'a 64- or 80-hex entry ID'));

export const RekorConsistencyProof = z.object({
  rootHash: Hex64,
  hashes: z.array(Hex64).max(128),
});
export type RekorConsistencyProof = z.infer<typeof RekorConsistencyProof>;

/** Describes the first zod issue in words for a BAD_RESPONSE message. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  // Entry IDs as map keys make paths long; their first characters identify them well enough.
  const path = issue?.path.map((p) =>
    typeof p === 'string' && p.length > 20 ? `${p.slice(0, 12)}…` : String(p),
  );
  return `${path?.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
}
