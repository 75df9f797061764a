import { z } from 'zod';
import { Uint64String } from './common';

/**
 * What verification reports, as data both the UI and the audit CLI read.
 * Each check stands on its own with a reason; a transparency-log verdict is
 * kept apart from a full-bundle verdict.
 */

const Hex32 = z.string().regex(/^[0-9a-f]{64}$/);

/** The full-bundle checks, in the order they are reported. */
export const BUNDLE_CHECK_NAMES = [
  'bundle-format',
  'certificate-chain',
  'certificate-validity',
  'signature',
  'artifact',
  'timestamp',
  'log-body', // the log entry records this bundle's signature, signer and digest
] as const;

const CHECK_NAMES = [
  // transparency-log checks
  'entry-format', // the document parses as what it claims to be
  'set', // signed entry timestamp over RFC 8785 canonical JSON
  'leaf-hash', // SHA-256(0x00 ‖ body) equals the UUID in the entry ID
  'inclusion', // the inclusion proof recomputes the root
  'checkpoint-signature', // the checkpoint is signed by a trusted key
  'checkpoint-proof', // checkpoint size and root equal the proof's treeSize and rootHash
  'log-id', // logID = SHA-256(DER public key) of a trusted log valid at integratedTime
  'index', // global index = shard offset + shard index; checkpoint origin tree ID = entry ID tree ID
  'consistency', // a consistency proof between two tree heads
  'journal-chain', // an exported journal's records: each matches its hash, chained in order to the signed head
  ...BUNDLE_CHECK_NAMES,
  'signer-identity', // only with a SignerPolicy: the certificate's SAN and OIDC issuer match it
] as const;
export const CheckName = z.enum(CHECK_NAMES);
export type CheckName = z.infer<typeof CheckName>;

export const Check = z.strictObject({
  name: CheckName,
  /** null: not applicable to this document (reported so the reader sees it was considered). */
  ok: z.boolean().nullable(),
  scope: z.enum(['tlog', 'bundle']),
  detail: z.string(),
});
export type Check = z.infer<typeof Check>;

/** A regular expression as sigstore-js applies it (JavaScript syntax, unanchored: anchor with ^…$). */
const PolicyPattern = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (pattern) => {
      try {
        new RegExp(pattern);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'not a valid regular expression' },
  );
const PolicyValue = z.string().min(1).max(1024);

/**
 * Who must have signed, as cosign's --certificate-identity(-regexp) / --certificate-oidc-issuer(-regexp):
 * a bundle's certificate passes when one of its SANs equals an identity or matches an identity pattern, and
 * its Fulcio issuer equals an issuer or matches an issuer pattern. An empty pair of lists leaves that side open.
 */
export const SignerPolicy = z.strictObject({
  identities: z.array(PolicyValue).max(100),
  identityRegexps: z.array(PolicyPattern).max(100),
  issuers: z.array(PolicyValue).max(100),
  issuerRegexps: z.array(PolicyPattern).max(100),
});
export type SignerPolicy = z.infer<typeof SignerPolicy>;

const StepStatus = z.enum(['ok', 'failed', 'unchecked']);

/** One hash of an inclusion proof, recomputed (RFC 9162 §2.1.3.2). */
export const InclusionStep = z.strictObject({
  /** Position in the proof array (0-based; people read it as "step index + 1" everywhere). */
  index: z.number().int().min(0),
  /** Height above the leaves of the node this step produces, minus one. */
  level: z.number().int().min(0),
  /** inner: below the divergence from the last leaf's path; border: the left-only chain above it. */
  kind: z.enum(['inner', 'border']),
  /** Which side the proof's sibling sits on. */
  siblingSide: z.enum(['left', 'right']),
  sibling: Hex32,
  input: Hex32,
  output: Hex32,
  /** ok / failed when an independent value for the sibling was available (diagnosis); else unchecked. */
  status: StepStatus,
  /** The independently derived sibling, when diagnosis found one. */
  expectedSibling: Hex32.nullable(),
});
export type InclusionStep = z.infer<typeof InclusionStep>;

export const InclusionTrace = z.strictObject({
  leafIndex: Uint64String,
  treeSize: Uint64String,
  leafHash: Hex32,
  expectedRoot: Hex32,
  /** null when the proof was rejected before hashing (wrong length, index out of range). */
  computedRoot: Hex32.nullable(),
  steps: z.array(InclusionStep),
  ok: z.boolean(),
  /** Why it failed, in words. */
  error: z.string().nullable(),
});
export type InclusionTrace = z.infer<typeof InclusionTrace>;

/** One hash of a consistency proof (RFC 9162 §2.1.4.2), with both running roots. */
export const ConsistencyStep = z.strictObject({
  index: z.number().int().min(0),
  kind: z.enum(['seed', 'inner', 'border']),
  /** Whether the hash joins the old-root chain, the new-root chain, or both. */
  usedFor: z.enum(['both', 'new-only']),
  siblingSide: z.enum(['left', 'right']).nullable(),
  hash: Hex32,
  oldRoot: Hex32.nullable(),
  newRoot: Hex32,
});
export type ConsistencyStep = z.infer<typeof ConsistencyStep>;

export const ConsistencyTrace = z.strictObject({
  size1: Uint64String,
  size2: Uint64String,
  root1: Hex32,
  root2: Hex32,
  computedRoot1: Hex32.nullable(),
  computedRoot2: Hex32.nullable(),
  steps: z.array(ConsistencyStep),
  ok: z.boolean(),
  error: z.string().nullable(),
});
export type ConsistencyTrace = z.infer<typeof ConsistencyTrace>;

const DOCUMENT_KINDS = [
  'bundle',
  'log-entry',
  'rekor-v2-entry',
  'checkpoint',
  'inclusion-proof',
  'consistency-proof',
  'monitor-alert', // a monitor alert's evidence file: both checkpoints and the proof between them
  'journal', // an exported operation journal: its records and the signed checkpoint of its head
] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** The verdict on one document (a bundle, a LogEntry, a checkpoint, a proof file). */
export const VerificationReport = z.strictObject({
  kind: DocumentKind,
  tlog: z.enum(['pass', 'fail']),
  /**
   * Why a tlog pass is weak evidence: no checkpoint signed by a trusted key backs it (a SET alone, a proof to
   * an unsigned root, a proof file). null when a signed checkpoint backs the pass, or when tlog fails.
   */
  weak: z.string().nullable(),
  bundle: z.enum(['pass', 'fail', 'skipped']),
  checks: z.array(Check),
  inclusion: InclusionTrace.nullable(),
  consistency: ConsistencyTrace.nullable(),
  /** Identity of what was verified, for display: entry ID, index, tree ID, origin … */
  subject: z.array(z.tuple([z.string(), z.string()])),
});
export type VerificationReport = z.infer<typeof VerificationReport>;
