// The offline audit engine: any supported document in, a VerificationReport out, with no network. Bundles
// get two verdicts: the transparency-log checks here and the full-bundle checks of
// src-main/verification/sigstore/verify-bundle.ts (certificates, signature, artifact, timestamps).
import type {
  Check,
  SignerPolicy,
  VerificationReport,
} from '../../../src-shared/contract/schemas/verification';
import { verifyBundleContent } from '../sigstore/verify-bundle';
import { bundleVerdict, tlogVerdict } from '../tlog/check';
import type { TlogContext } from '../tlog/checkpoint-verify';
import { verifyBundleTlog, verifyTransparencyLogEntry } from '../tlog/bundle-tlog';
import { verifyLogEntry } from '../tlog/log-entry';
import { requireSignedCheckpoint, tlogWeakness } from '../tlog/weak-evidence';
import { auditAlertEvidence } from './alert-evidence';
import { auditCheckpoint, auditLogInfo } from './checkpoint-documents';
import { auditJournalExport } from './journal-export';
import { detectDocument } from './detect-kind';
import { auditConsistencyProofFile, auditInclusionProofFile } from './proof-files';
import { UnusableInputError } from './unusable-input';

export interface AuditOptions {
  /** The trust set and signature primitives, and the checkpoint verifications shared by the documents. */
  context: TlogContext;
  /** The signed artifact, for bundles' artifact check. */
  artifact?: Uint8Array;
  /** Or only its SHA-256, when the artifact itself stays elsewhere (the app hashes files in the renderer). */
  artifactDigest?: { algorithm: 'sha256'; digest: Uint8Array };
  /**
   * RFC 3161 time-stamps that do not verify: 'set-aside' (default, as sigstore-python) ignores them when
   * the log's verified integrated time dates the signature; 'strict' (as sigstore-js) fails the bundle.
   */
  timestampPolicy?: 'strict' | 'set-aside';
  /** Reference time for the bundle checks (certificate validity, future timestamps). */
  now?: Date;
  /** false: transparency-log checks only; bundles get bundle verdict 'skipped'. Default true. */
  bundleChecks?: boolean;
  /** false: skip recording proof steps (report.inclusion null) for bulk audits. Default true. */
  traces?: boolean;
  /** Strict mode: a tlog pass needs a checkpoint signed by a trusted key; a weak pass fails (weak-evidence.ts). */
  strict?: boolean;
  /** Who must have signed the bundles (signer-identity check); none: no identity is required. */
  signerPolicy?: SignerPolicy;
  /** Why a bundle's artifact, asked for, was not found: its artifact check fails with this. */
  artifactMissing?: string;
}

/** Audits one document. Throws UnusableInputError when the text is not a document it knows. */
export async function auditDocument(text: string, options: AuditOptions): Promise<VerificationReport> {
  const report = await auditKnownDocument(text, options);
  return options.strict === true ? requireSignedCheckpoint(report) : report;
}

async function auditKnownDocument(text: string, options: AuditOptions): Promise<VerificationReport> {
  const { context } = options;
  const steps = options.traces ?? true;
  const document = detectDocument(text);
  switch (document.kind) {
    case 'bundle':
      return auditBundle(document.json, options);
    case 'log-entry':
      return verifyLogEntry(document.json, context, { steps });
    case 'transparency-log-entry': {
      const result = verifyTransparencyLogEntry(document.json, context, steps);
      return report(result.rekorV2 ? 'rekor-v2-entry' : 'log-entry', result.checks, result);
    }
    case 'log-info':
      return auditLogInfo(document.json, context);
    case 'checkpoint':
      return auditCheckpoint(document.note, context);
    case 'inclusion-proof':
      return auditInclusionProofFile(document.json, steps);
    case 'consistency-proof':
      return auditConsistencyProofFile(document.json, steps);
    case 'monitor-alert':
      return auditAlertEvidence(document.json, context, steps);
    case 'journal':
      return auditJournalExport(document.json, context);
  }
}

async function auditBundle(json: unknown, options: AuditOptions): Promise<VerificationReport> {
  const tlog = verifyBundleTlog(json, options.context, options.traces ?? true);
  if (options.bundleChecks === false) return report('bundle', tlog.checks, tlog);
  let bundleChecks: Check[];
  try {
    bundleChecks = await verifyBundleContent(json, options.context.trust, {
      artifact: options.artifact,
      artifactDigest: options.artifactDigest,
      now: options.now,
      integratedTimes: tlog.integratedTimes,
      timestampPolicy: options.timestampPolicy ?? 'set-aside',
      signerPolicy: options.signerPolicy,
      artifactMissing: options.artifactMissing,
    });
  } catch (error) {
    bundleChecks = [
      {
        name: 'bundle-format',
        ok: false,
        scope: 'bundle',
        detail: `bundle verification failed: ${(error as Error).message}`,
      },
    ];
  }
  return report('bundle', [...tlog.checks, ...bundleChecks], tlog);
}

function report(
  kind: VerificationReport['kind'],
  checks: Check[],
  parts: { inclusion: VerificationReport['inclusion']; subject: VerificationReport['subject'] },
): VerificationReport {
  return {
    kind,
    tlog: tlogVerdict(checks),
    weak: tlogWeakness(checks),
    bundle: bundleVerdict(checks),
    checks,
    inclusion: parts.inclusion,
    consistency: null,
    subject: parts.subject,
  };
}

export interface AuditInput {
  text: string;
  artifact?: Uint8Array;
  /** Why this document's artifact, asked for, was not found (see AuditOptions.artifactMissing). */
  artifactMissing?: string;
}

export type AuditOutcome = { ok: true; report: VerificationReport } | { ok: false; error: string };

/** Audits many documents in one context; an unusable document is an outcome, not a throw. */
export async function auditMany(
  inputs: readonly (string | AuditInput)[],
  options: AuditOptions,
): Promise<AuditOutcome[]> {
  const outcomes: AuditOutcome[] = [];
  for (const input of inputs) {
    const { text, artifact, artifactMissing } = typeof input === 'string' ? { text: input } : input;
    try {
      outcomes.push({
        ok: true,
        report: await auditDocument(text, {
          ...options,
          artifact: artifact ?? options.artifact,
          artifactMissing: artifactMissing ?? options.artifactMissing,
        }),
      });
    } catch (error) {
      if (!(error instanceof UnusableInputError)) throw error;
      outcomes.push({ ok: false, error: error.message });
    }
  }
  return outcomes;
}
