import { z } from 'zod';
import { HexHash, ProfileId, Uint64String } from './common';
import { Check, ConsistencyTrace, VerificationReport } from './verification';

/** A 64-hex UUID or an 80-hex entry ID (16-hex tree ID + UUID). */
const EntryId = z.string().regex(/^([0-9a-fA-F]{64}|[0-9a-fA-F]{80})$/, 'a 64- or 80-character hex entry ID');

export const CertificateInfo = z.strictObject({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  sans: z.array(z.strictObject({ type: z.string(), value: z.string() })),
  /** Fulcio extensions (OID arc 1.3.6.1.4.1.57264.1), decoded. */
  fulcio: z.array(z.strictObject({ oid: z.string(), name: z.string(), value: z.string() })),
  keyAlgorithm: z.string(),
  sha256Fingerprint: HexHash,
  pem: z.string(),
});
export type CertificateInfo = z.infer<typeof CertificateInfo>;

const PublicKeyInfo = z.strictObject({
  format: z.string(),
  algorithm: z.string().nullable(),
  /** SHA-256 of the key as stored (DER SPKI for x509 keys). */
  fingerprint: HexHash,
  pem: z.string().nullable(),
});

const InTotoStatement = z.strictObject({
  payloadType: z.string(),
  predicateType: z.string().nullable(),
  subjects: z.array(
    z.strictObject({ name: z.string(), digests: z.array(z.tuple([z.string(), z.string()])) }),
  ),
});

/** An entry body decoded for display, whatever its kind. */
export const DecodedBody = z.strictObject({
  kind: z.string(),
  apiVersion: z.string(),
  /** Kind-specific fields in display order. */
  fields: z.array(z.tuple([z.string(), z.string()])),
  hashes: z.array(z.strictObject({ label: z.string(), algorithm: z.string(), value: z.string() })),
  certificates: z.array(CertificateInfo),
  publicKeys: z.array(PublicKeyInfo),
  statement: InTotoStatement.nullable(),
  /** The decoded body, pretty-printed. */
  json: z.string(),
  /** Set when part of the body could not be decoded. */
  warnings: z.array(z.string()),
});
export type DecodedBody = z.infer<typeof DecodedBody>;

export const EntryView = z.strictObject({
  entryId: z.string(),
  uuid: HexHash,
  treeID: Uint64String.nullable(),
  logIndex: Uint64String,
  shardIndex: Uint64String.nullable(),
  integratedTime: z.number().int().nullable(),
  logID: z.string(),
  /** The canonicalized body, base64, as served. */
  body: z.string(),
  decoded: DecodedBody,
  attestation: z.strictObject({ data: z.string(), text: z.string().nullable() }).nullable(),
  /** The LogEntry as served, pretty-printed (for export and audit). */
  raw: z.string(),
  report: VerificationReport,
  /** Whether a key is trusted for this log (the entry's logID or the log's address); none before the first pin. */
  logKeyTrusted: z.boolean(),
});
export type EntryView = z.infer<typeof EntryView>;

/**
 * One row of an entry list: what the row shows and the entry's verdict. Every check ran in full; the
 * entry page (log:getEntry) carries the decoded body, the raw JSON and the drawn proof.
 */
export const EntrySummary = z.strictObject({
  entryId: z.string(),
  uuid: HexHash,
  logIndex: Uint64String,
  integratedTime: z.number().int().nullable(),
  /** The body's kind and apiVersion, as in DecodedBody ('unknown' and '' when the body cannot be read). */
  kind: z.string(),
  apiVersion: z.string(),
  /** The report's verdict, or 'untrusted' ("not trusted yet"): see `listVerdict`. */
  tlog: z.enum(['pass', 'fail', 'untrusted']),
  /** The checks that failed, with their reasons; empty when the entry passes. */
  failedChecks: z.array(Check),
});
export type EntrySummary = z.infer<typeof EntrySummary>;

/** Checks that cannot pass until a key for the log is trusted. */
const KEY_CHECKS: ReadonlySet<string> = new Set(['set', 'log-id', 'checkpoint-signature']);

/**
 * The verdict an entry list shows: before the log's key is trusted, an entry whose only failures are the
 * checks that need that key is "not trusted yet", not a red fail; any other failure still fails.
 */
export function listVerdict(
  report: Pick<VerificationReport, 'tlog' | 'checks'>,
  logKeyTrusted: boolean,
): EntrySummary['tlog'] {
  if (report.tlog === 'pass' || logKeyTrusted) return report.tlog;
  const tlogChecks = report.checks.filter((check) => check.scope === 'tlog');
  return tlogChecks.every((check) => check.ok !== false || KEY_CHECKS.has(check.name)) ? 'untrusted' : 'fail';
}

const Target = { profileId: ProfileId.optional() };

/** A global log index as Rekor's API takes one: an int64 of at least 0, so at most 2^63 − 1. */
const LogIndex = Uint64String.refine(
  // Zod runs refinements after a failed pattern too: what is not digits was reported already.
  (value) => !/^\d+$/.test(value) || BigInt(value) < 2n ** 63n,
  'a log index is at most 9223372036854775807 (2^63 − 1)',
);

export const SearchQuery = z
  .strictObject({
    ...Target,
    hash: z
      .string()
      .regex(
        /^((sha256:)?[0-9a-fA-F]{64}|sha1:[0-9a-fA-F]{40}|sha512:[0-9a-fA-F]{128})$/,
        'sha256:<64 hex>, sha1:<40 hex> or sha512:<128 hex>',
      )
      .optional(),
    email: z.email().max(320).optional(),
    publicKey: z
      .strictObject({
        format: z.enum(['pgp', 'x509', 'minisign', 'ssh', 'tuf']),
        /** The key file's text as pasted (PEM, authorized_keys line, minisign .pub); main base64-encodes it. */
        content: z.string().min(1).max(65_536),
      })
      .optional(),
    operator: z.enum(['and', 'or']).optional(),
    page: z.number().int().min(0).max(100_000),
    pageSize: z.number().int().min(1).max(50),
  })
  .refine((q) => q.hash || q.email || q.publicKey, 'give a hash, an email or a public key');

/** A proposed entry as the log took it (201) or already had it (409). */
const CreatedEntry = z.strictObject({
  status: z.union([z.literal(201), z.literal(409)]),
  entryId: z.string(),
  location: z.string(),
  entry: EntryView,
});

export const logEntries = {
  getEntry: {
    input: z
      .strictObject({
        ...Target,
        logIndex: LogIndex.optional(),
        entryId: EntryId.optional(),
        diagnose: z.boolean().optional(),
      })
      .refine(
        (q) => (q.logIndex === undefined) !== (q.entryId === undefined),
        'give either a log index or an entry ID',
      ),
    output: EntryView,
  },
  search: {
    input: SearchQuery,
    output: z.strictObject({
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      entryIds: z.array(z.string()),
      entries: z.array(EntryView),
      failures: z.array(z.strictObject({ entryId: z.string(), error: z.string() })),
      /** Newest first by log index across all pages, or (for very many matches) by entry ID, each page by index. */
      order: z.enum(['log-index', 'entry-id']),
    }),
  },
  browse: {
    input: z.strictObject({
      ...Target,
      /** Newest first, strictly below this global index; default: the newest entry. */
      before: Uint64String.optional(),
      count: z.number().int().min(1).max(100),
    }),
    output: z.strictObject({
      entries: z.array(EntrySummary),
      nextBefore: Uint64String.nullable(),
      requests: z.number().int(),
    }),
  },
  consistency: {
    input: z.strictObject({
      ...Target,
      treeID: Uint64String.optional(),
      firstSize: Uint64String,
      firstRoot: HexHash,
      lastSize: Uint64String.optional(),
    }),
    output: z.strictObject({ trace: ConsistencyTrace, lastCheckpoint: z.string().nullable() }),
  },
  createHashedRekord: {
    input: z.strictObject({ ...Target, keyId: z.string().min(1).max(64), artifactSha256: HexHash }),
    output: CreatedEntry,
  },
  createDsse: {
    input: z.strictObject({
      ...Target,
      keyId: z.string().min(1).max(64),
      payloadType: z.string().min(1).max(256),
      /** base64 payload, at most ~1 MB decoded. */
      payload: z.string().min(1).max(1_400_000),
    }),
    output: CreatedEntry,
  },
};
