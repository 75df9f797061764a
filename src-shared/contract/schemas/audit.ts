import { z } from 'zod';
import { HexHash } from './common';
import { DocumentKind, VerificationReport } from './verification';

export const AuditFileResult = z.strictObject({
  name: z.string(),
  kind: DocumentKind.nullable(),
  report: VerificationReport.nullable(),
  /** Why the file could not be verified at all (not JSON, unknown shape …). */
  error: z.string().nullable(),
});
export type AuditFileResult = z.infer<typeof AuditFileResult>;

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
      files: z
        .array(z.strictObject({ name: z.string().min(1).max(512), content: z.string().max(5_000_000) }))
        .min(1)
        .max(1000),
      artifact: z.strictObject({ name: z.string().max(512), sha256: HexHash }).optional(),
      /** Strict mode: a transparency-log pass needs a checkpoint signed by a trusted key (report.weak fails). */
      strict: z.boolean().optional(),
    }),
    output: AuditRun,
  },
  export: {
    input: z.strictObject({
      id: z.string().min(1).max(64),
      format: z.enum(['audit-bundle', 'report-json', 'report-html']),
    }),
    output: z.strictObject({ fileName: z.string(), mimeType: z.string(), content: z.string() }),
  },
};
