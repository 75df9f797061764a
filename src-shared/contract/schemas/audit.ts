import { z } from 'zod';
import { HexHash } from './common';
import { CertificateInfo, DecodedBody } from './log-entries';
import { DocumentKind, SignerPolicy, VerificationReport } from './verification';

/** A file's path within what was dropped (folder/sub/name.json): two files of one name stay apart. */
const AuditFileName = z.string().min(1).max(4096);

/** The files of one call: a run of any size is sent in batches of at most this many. */
export const MAX_AUDIT_BATCH_FILES = 1000;

export const AuditFileResult = z.strictObject({
  name: z.string(),
  kind: DocumentKind.nullable(),
  report: VerificationReport.nullable(),
  /** Why the file could not be verified at all (not JSON, unknown shape …). */
  error: z.string().nullable(),
});
export type AuditFileResult = z.infer<typeof AuditFileResult>;

/**
 * A run. The answer to each audit.verify call carries the results of that call's files only (a run sent in
 * batches has the others in earlier answers), and the summary of the whole run so far; exports hold them all.
 */
export const AuditRun = z.strictObject({
  id: z.string(),
  createdAt: z.number(),
  files: z.array(AuditFileResult),
  /** Trust material used: names of trusted logs and roots. */
  trustUsed: z.array(z.string()),
  summary: z.strictObject({ pass: z.number().int(), fail: z.number().int(), unusable: z.number().int() }),
});
export type AuditRun = z.infer<typeof AuditRun>;

export const audit = {
  /**
   * Verifies documents with no network: bundles, LogEntry JSON, Rekor v2
   * entries, checkpoints and proof files, against the trust store plus any
   * TrustedRoot documents among the files.
   */
  verify: {
    input: z.strictObject({
      /**
       * Adds this batch to a run an earlier call started, under that run's trust, artifact, strictness and
       * policy (so those are given only on the first call). Trust material (TrustedRoots, PEM keys) belongs in
       * the first batch: it is used for every document of the run.
       */
      runId: z.string().min(1).max(64).optional(),
      files: z
        .array(
          z.union([
            z.strictObject({ name: AuditFileName, content: z.string().max(5_000_000) }),
            /** A file the window could not send (unreadable, empty, too large): listed as unusable, with why. */
            z.strictObject({ name: AuditFileName, unreadable: z.string().min(1).max(1000) }),
          ]),
        )
        .min(1)
        .max(MAX_AUDIT_BATCH_FILES),
      artifact: z.strictObject({ name: z.string().max(512), sha256: HexHash }).optional(),
      /** Strict mode: a transparency-log pass needs a checkpoint signed by a trusted key (report.weak fails). */
      strict: z.boolean().optional(),
      /** false: leave each proof's steps out of the reports (inclusion null), for runs too large to draw. */
      traces: z.boolean().optional(),
      /** Who must have signed the bundles, as verity-audit verify --identity/--issuer (signer-identity check). */
      policy: SignerPolicy.optional(),
    }),
    output: AuditRun,
  },
  /**
   * One audited document decoded for reading: its log entry's body and its certificates. The window sends
   * the file's text again (it still holds the file), so a run of any size keeps every row's detail reachable.
   */
  fileDetail: {
    input: z.strictObject({ name: AuditFileName, content: z.string().min(1).max(5_000_000) }),
    output: z.strictObject({
      /** The transparency-log entry's body, decoded as the Log explorer decodes it; null when it has none. */
      body: DecodedBody.nullable(),
      /** The signing certificate first, then the rest of the chain the document carries. */
      certificates: z.array(CertificateInfo),
      /** When the log integrated the entry (Unix seconds), for the certificate's validity then. */
      integratedTime: z.number().int().nullable(),
    }),
  },
  export: {
    input: z.strictObject({
      id: z.string().min(1).max(64),
      format: z.enum(['audit-bundle', 'report-json', 'report-html']),
    }),
    output: z.strictObject({ fileName: z.string(), mimeType: z.string(), content: z.string() }),
  },
};
