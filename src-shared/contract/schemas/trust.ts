import { z } from 'zod';
import { Empty, HttpUrl, ProfileId } from './common';

export const TrustedLogInfo = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  logId: z.string().regex(/^[0-9a-f]{64}$/),
  keyHint: z.string().regex(/^[0-9a-f]{8}$/),
  algorithm: z.string(),
  source: z.enum(['trusted-root', 'pem', 'pinned']),
  baseUrl: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** When the key was pinned on first use; null for imported keys. */
  pinnedAt: z.number().nullable(),
  pem: z.string(),
});
export type TrustedLogInfo = z.infer<typeof TrustedLogInfo>;

const TrustedAuthorityInfo = z.strictObject({
  name: z.string(),
  kind: z.enum(['certificate-authority', 'timestamp-authority', 'ct-log']),
  subject: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

export const TrustList = z.strictObject({
  logs: z.array(TrustedLogInfo),
  authorities: z.array(TrustedAuthorityInfo),
  /** Names of imported TrustedRoot documents. */
  roots: z.array(z.strictObject({ id: z.string(), name: z.string(), importedAt: z.number() })),
});
export type TrustList = z.infer<typeof TrustList>;

export const trust = {
  list: { input: Empty, output: TrustList },
  importTrustedRoot: {
    input: z.strictObject({ name: z.string().min(1).max(200), json: z.string().min(2).max(4_000_000) }),
    output: TrustList,
  },
  importPem: {
    input: z.strictObject({
      pem: z.string().min(20).max(16_384),
      /** Key name on checkpoint signature lines (Rekor v1: the log's hostname). */
      name: z.string().min(1).max(200).optional(),
      baseUrl: HttpUrl.optional(),
    }),
    output: TrustList,
  },
  remove: { input: z.strictObject({ id: z.string().min(1).max(200) }), output: TrustList },
  /** Fetches the log's /publicKey, compares it with trusted keys, pins it on first use, alerts on change. */
  checkLogKey: {
    input: z.strictObject({
      profileId: ProfileId.optional(),
      treeID: z
        .string()
        .regex(/^\d{1,20}$/)
        .optional(),
    }),
    output: z.strictObject({
      servedPem: z.string(),
      servedLogId: z.string(),
      servedKeyHint: z.string(),
      status: z.enum(['trusted', 'pinned-now', 'changed']),
      trusted: TrustedLogInfo.nullable(),
      detail: z.string(),
    }),
  },
};
